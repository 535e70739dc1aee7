import type { WeekSection } from "../section-code"
import { Hero } from "./Hero"

export default Hero satisfies WeekSection
