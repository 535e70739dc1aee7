import type { WeekSection } from "../sections"
import { Testimonials } from "./Testimonials"

export default Testimonials satisfies WeekSection
