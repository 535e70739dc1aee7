import type { WeekSection } from "../sections"
import { Audience } from "./Audience"

export default Audience satisfies WeekSection
