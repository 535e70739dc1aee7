import type { WeekSection } from "../section-code"
import { Limited } from "./Limited"

export default Limited satisfies WeekSection
