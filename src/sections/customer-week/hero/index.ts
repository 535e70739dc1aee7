import type { WeekSection } from "../sections"
import { Hero } from "./Hero"

export default Hero satisfies WeekSection
