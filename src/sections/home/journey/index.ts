import type { HomeSection } from "../sections"
import { Journey } from "./Journey"

export default Journey satisfies HomeSection
