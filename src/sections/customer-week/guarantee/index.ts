import type { WeekSection } from "../sections"
import { Guarantee } from "./Guarantee"

export default Guarantee satisfies WeekSection
