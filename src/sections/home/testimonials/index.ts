import type { HomeSection } from "../sections"
import { Testimonials } from "./Testimonials"

export default Testimonials satisfies HomeSection
