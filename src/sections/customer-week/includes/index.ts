import type { WeekSection } from "../sections"
import { Includes } from "./Includes"

export default Includes satisfies WeekSection
