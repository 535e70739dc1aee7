import type { HomeSection } from "../sections"
import { PainVsPath } from "./PainVsPath"

export default PainVsPath satisfies HomeSection
