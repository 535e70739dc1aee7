import type { HomeSection } from "../section-code"
import { ValueStack } from "./ValueStack"

export default ValueStack satisfies HomeSection
