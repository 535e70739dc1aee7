import type { WeekSection } from "../section-code"
import { Includes } from "./Includes"

export default Includes satisfies WeekSection
