import type { HomeSection } from "../sections"
import { Demos } from "./Demos"

export default Demos satisfies HomeSection
