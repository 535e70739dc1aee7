// The shared UI this page's sections use comes with this loader: see SectionLoader in src/sections/deferred-sections.tsx.
import "../../ui/primitives"
import "../../ui/Picture"
import { graphql } from "gatsby"
import type { SectionCode } from "../deferred-sections"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteSections on Query {
    ...SemanaClienteHero
    ...SemanaClienteAudience
    ...SemanaClienteStop
    ...SemanaClienteIncludes
    ...SemanaClientePricing
    ...SemanaClienteTestimonials
    ...SemanaClienteFaq
    ...SemanaClienteGuarantee
    ...SemanaClienteLimited
    ...SemanaClienteFinalCta
  }
`

export const sectionCode: SectionCode<"semana-cliente", Queries.SemanaClienteSectionsFragment> = {
  hero: () => import("./hero/Hero").then(m => m.Hero),
  audience: () => import("./audience/Audience").then(m => m.Audience),
  stop: () => import("./stop/Stop").then(m => m.Stop),
  includes: () => import("./includes/Includes").then(m => m.Includes),
  pricing: () => import("./pricing/Pricing").then(m => m.Pricing),
  testimonials: () => import("./testimonials/Testimonials").then(m => m.Testimonials),
  faq: () => import("./faq/Faq").then(m => m.Faq),
  guarantee: () => import("./guarantee/Guarantee").then(m => m.Guarantee),
  limited: () => import("./limited/Limited").then(m => m.Limited),
  finalCta: () => import("./final-cta/FinalCta").then(m => m.FinalCta),
}
