import type { HomeSection } from "../sections"
import { Members } from "./Members"

export default Members satisfies HomeSection
