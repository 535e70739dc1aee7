import type { WeekSection } from "../section-code"
import { Pricing } from "./Pricing"

export default Pricing satisfies WeekSection
