import type { WeekSection } from "../sections"
import { Stop } from "./Stop"

export default Stop satisfies WeekSection
