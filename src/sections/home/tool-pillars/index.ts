import type { HomeSection } from "../section-code"
import { ToolPillars } from "./ToolPillars"

export default ToolPillars satisfies HomeSection
