import type { WeekSection } from "../sections"
import { Limited } from "./Limited"

export default Limited satisfies WeekSection
