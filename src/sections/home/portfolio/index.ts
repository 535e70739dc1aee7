import type { HomeSection } from "../section-code"
import { Portfolio } from "./Portfolio"

export default Portfolio satisfies HomeSection
