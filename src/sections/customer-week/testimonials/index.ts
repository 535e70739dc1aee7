import type { WeekSection } from "../section-code"
import { Testimonials } from "./Testimonials"

export default Testimonials satisfies WeekSection
