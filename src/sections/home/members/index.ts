import type { HomeSection } from "../section-code"
import { Members } from "./Members"

export default Members satisfies HomeSection
