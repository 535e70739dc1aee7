import type { WeekSection } from "../section-code"
import { FinalCta } from "./FinalCta"

export default FinalCta satisfies WeekSection
