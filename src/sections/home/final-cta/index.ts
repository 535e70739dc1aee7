import type { HomeSection } from "../section-code"
import { FinalCta } from "./FinalCta"

export default FinalCta satisfies HomeSection
