/**
 * Every content collection (a file under content/data), by name: the schemas
 * the build validates against and from which the GraphQL types, the CMS forms
 * and the TypeScript types come.
 */
import type { z } from "zod"
import { accessCards } from "./access-cards"
import { agents } from "./agents"
import { consent } from "./consent"
import { demos } from "./demos"
import { faq } from "./faq"
import { journey } from "./journey"
import { llmBonus } from "./llm-bonus"
import { methodology } from "./methodology"
import { offer } from "./offer"
import { pages } from "./pages"
import { painVsPath } from "./pain-vs-path"
import { plans } from "./plans"
import { portfolio } from "./portfolio"
import { renewal } from "./renewal"
import { renewalOffer } from "./renewal-offer"
import { renewalPriceItems } from "./renewal-price-items"
import { renewalTestimonials } from "./renewal-testimonials"
import { testimonials } from "./testimonials"
import { toolPillars } from "./tool-pillars"
import { ui } from "./ui"
import { valueStack } from "./value-stack"

export const COLLECTIONS = {
  pages,
  journey,
  agents,
  demos,
  portfolio,
  testimonials,
  plans,
  valueStack,
  offer,
  llmBonus,
  toolPillars,
  methodology,
  painVsPath,
  renewalPriceItems,
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

export { MDX_FRONTMATTER, requiredSections, type MdxFrontmatter } from "./copy"
export { PAGES } from "./pages"
export { PRICE_MESSAGE, PRICE_PATTERN, URL_MESSAGE, URL_PATTERN } from "./fields"
export type { Collection, ContentRecord, ListCollection, ObjectCollection } from "./collection"
