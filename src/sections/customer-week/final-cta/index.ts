import type { WeekSection } from "../sections"
import { FinalCta } from "./FinalCta"

export default FinalCta satisfies WeekSection
