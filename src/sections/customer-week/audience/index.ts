import type { WeekSection } from "../section-code"
import { Audience } from "./Audience"

export default Audience satisfies WeekSection
