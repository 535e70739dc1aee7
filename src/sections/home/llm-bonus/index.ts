import type { HomeSection } from "../section-code"
import { LlmBonus } from "./LlmBonus"

export default LlmBonus satisfies HomeSection
