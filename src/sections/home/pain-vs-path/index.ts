import type { HomeSection } from "../section-code"
import { PainVsPath } from "./PainVsPath"

export default PainVsPath satisfies HomeSection
