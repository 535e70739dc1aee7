import type { HomeSection } from "../sections"
import { Agents } from "./Agents"

export default Agents satisfies HomeSection
