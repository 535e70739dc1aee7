import type { WeekSection } from "../sections"
import { Faq } from "./Faq"

export default Faq satisfies WeekSection
