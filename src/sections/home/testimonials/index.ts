import type { HomeSection } from "../section-code"
import { Testimonials } from "./Testimonials"

export default Testimonials satisfies HomeSection
