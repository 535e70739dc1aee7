import type { HomeSection } from "../section-code"
import { Demos } from "./Demos"

export default Demos satisfies HomeSection
