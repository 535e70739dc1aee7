import type { HomeSection } from "../sections"
import { Course } from "./Course"

export default Course satisfies HomeSection
