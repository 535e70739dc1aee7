import type { HomeSection } from "../sections"
import { Portfolio } from "./Portfolio"

export default Portfolio satisfies HomeSection
