import type { HomeSection } from "../sections"
import { LlmBonus } from "./LlmBonus"

export default LlmBonus satisfies HomeSection
