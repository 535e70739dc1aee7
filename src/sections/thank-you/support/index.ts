import type { ThankYouSection } from "../sections"
import { Support } from "./Support"

export default Support satisfies ThankYouSection
