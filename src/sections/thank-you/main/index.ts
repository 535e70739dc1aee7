import type { ThankYouSection } from "../sections"
import { Main } from "./Main"

export default Main satisfies ThankYouSection
