/**
 * Every content collection (a file under content/data), by name: the schemas
 * the build validates against and from which the GraphQL types, the CMS forms
 * and the TypeScript types come.
 */
import type { z } from "zod"
import { accessCards } from "./thank-you/access-cards"
import { agents } from "./home/agents"
import { consent } from "./site/consent"
import { demos } from "./home/demos"
import { faq } from "./site/faq"
import { installments } from "./site/installments"
import { journey } from "./home/journey"
import { llmBonus } from "./home/llm-bonus"
import { methodology } from "./home/methodology"
import { offer } from "./home/offer"
import { pages } from "./site/pages"
import { painVsPath } from "./home/pain-vs-path"
import { plans } from "./home/plans"
import { portfolio } from "./home/portfolio"
import { renewal } from "./customer-week/renewal"
import { renewalOffer } from "./customer-week/renewal-offer"
import { renewalTestimonials } from "./customer-week/renewal-testimonials"
import { testimonials } from "./home/testimonials"
import { toolPillars } from "./home/tool-pillars"
import { ui } from "./site/ui"
import { valueStack } from "./home/value-stack"

export const COLLECTIONS = {
  pages,
  journey,
  agents,
  demos,
  portfolio,
  testimonials,
  plans,
  installments,
  valueStack,
  offer,
  llmBonus,
  toolPillars,
  methodology,
  painVsPath,
  renewalOffer,
  renewal,
  renewalTestimonials,
  accessCards,
  faq,
  consent,
  ui,
}

export type CollectionName = keyof typeof COLLECTIONS

/** A content file as it is on disk: a list file wraps its entries under its key. */
export type ContentFile<K extends CollectionName> = z.infer<(typeof COLLECTIONS)[K]["schema"]>

export { MDX_FRONTMATTER, requiredSections, type MdxFrontmatter } from "./site/copy"
export { PAGES } from "./site/pages"
export { PRICE_MESSAGE, URL_MESSAGE, URL_PATTERN } from "./fields"
export type { Collection, ContentRecord, ListCollection, ObjectCollection } from "./collection"
