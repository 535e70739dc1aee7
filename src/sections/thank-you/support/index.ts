import type { ThankYouSection } from "../section-code"
import { Support } from "./Support"

export default Support satisfies ThankYouSection
