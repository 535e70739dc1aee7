// Every collection, content/data/<name>.json, in the CMS's order; gatsby-transformer-json names its type <Name>Json.
import type { z } from "zod"
import type { Collection } from "./fields"
import * as home from "./home"
import * as offer from "./offer"
import * as site from "./site"
import { ui } from "./ui"

type Named<T> = { [K in keyof T]: T[K] & { file: string; typeName: string } }

const named = <T extends Record<string, Collection>>(collections: T): Named<T> =>
  Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [
      name,
      { ...collection, file: `${name}.json`, typeName: `${name.charAt(0).toUpperCase()}${name.slice(1)}Json` },
    ]),
  ) as Named<T>

export const COLLECTIONS = named({
  pages: site.pages,
  journey: home.journey,
  agents: home.agents,
  demos: home.demos,
  portfolio: home.portfolio,
  testimonials: home.testimonials,
  plans: offer.plans,
  installments: offer.installments,
  valueStack: offer.valueStack,
  offer: offer.offer,
  llmBonus: home.llmBonus,
  toolPillars: home.toolPillars,
  methodology: home.methodology,
  painVsPath: home.painVsPath,
  renewalOffer: offer.renewalOffer,
  renewal: offer.renewal,
  renewalTestimonials: offer.renewalTestimonials,
  accessCards: site.accessCards,
  faq: site.faq,
  consent: site.consent,
  ui,
})

export type CollectionName = keyof typeof COLLECTIONS
export type NamedCollection = Collection & { file: string; typeName: string }

export type ContentFile<K extends CollectionName> = z.infer<(typeof COLLECTIONS)[K]["schema"]>
export type { MdxFrontmatter } from "./site"
