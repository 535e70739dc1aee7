import type { HomeSection } from "../sections"
import { ValueStack } from "./ValueStack"

export default ValueStack satisfies HomeSection
