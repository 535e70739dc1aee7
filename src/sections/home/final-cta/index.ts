import type { HomeSection } from "../sections"
import { FinalCta } from "./FinalCta"

export default FinalCta satisfies HomeSection
