import type { HomeSection } from "../sections"
import { Hero } from "./Hero"

export default Hero satisfies HomeSection
