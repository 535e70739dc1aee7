import type { HomeSection } from "../sections"
import { ToolPillars } from "./ToolPillars"

export default ToolPillars satisfies HomeSection
