import type { HomeSection } from "../section-code"
import { Agents } from "./Agents"

export default Agents satisfies HomeSection
