import type { HomeSection } from "../section-code"
import { Hero } from "./Hero"

export default Hero satisfies HomeSection
