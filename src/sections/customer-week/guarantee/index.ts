import type { WeekSection } from "../section-code"
import { Guarantee } from "./Guarantee"

export default Guarantee satisfies WeekSection
