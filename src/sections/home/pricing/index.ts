import type { HomeSection } from "../section-code"
import { Pricing } from "./Pricing"

export default Pricing satisfies HomeSection
