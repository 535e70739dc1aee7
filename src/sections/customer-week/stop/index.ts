import type { WeekSection } from "../section-code"
import { Stop } from "./Stop"

export default Stop satisfies WeekSection
