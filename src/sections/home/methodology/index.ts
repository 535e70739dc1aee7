import type { HomeSection } from "../sections"
import { Methodology } from "./Methodology"

export default Methodology satisfies HomeSection
