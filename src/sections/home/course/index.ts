import type { HomeSection } from "../section-code"
import { Course } from "./Course"

export default Course satisfies HomeSection
