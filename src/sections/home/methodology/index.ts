import type { HomeSection } from "../section-code"
import { Methodology } from "./Methodology"

export default Methodology satisfies HomeSection
