import type { HomeSection } from "../sections"
import { Pricing } from "./Pricing"

export default Pricing satisfies HomeSection
