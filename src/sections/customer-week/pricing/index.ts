import type { WeekSection } from "../sections"
import { Pricing } from "./Pricing"

export default Pricing satisfies WeekSection
