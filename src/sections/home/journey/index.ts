import type { HomeSection } from "../section-code"
import { Journey } from "./Journey"

export default Journey satisfies HomeSection
