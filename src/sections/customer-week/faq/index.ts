import type { WeekSection } from "../section-code"
import { Faq } from "./Faq"

export default Faq satisfies WeekSection
