import type { ThankYouSection } from "../section-code"
import { Main } from "./Main"

export default Main satisfies ThankYouSection
