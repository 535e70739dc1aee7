import { graphql } from "gatsby"

/**
 * /semana-cliente's <main>, top to bottom: the one list the page, the CMS and
 * its preview, and the build's check of copy files follow. A section is its
 * folder here (./<kebab-name>/, whose index.ts hands over its component), its
 * copy file (content/copy/semana-cliente/<name>.mdx), its line below and its
 * fragment's spread in SemanaClienteSections. When its code arrives: as in
 * src/sections/home/sections.ts.
 */
export const WEEK_SECTIONS = {
  hero: "when-idle",
  audience: "near-viewport",
  stop: "near-viewport",
  includes: "near-viewport",
  pricing: "near-viewport",
  testimonials: "near-viewport",
  faq: "near-viewport",
  guarantee: "near-viewport",
  limited: "near-viewport",
  finalCta: "near-viewport",
} as const

/**
 * @public Gatsby reads GraphQL fragments from a module's exports: the data of
 * every section above, for the page query. In a function, so that the
 * build-time code reading the list above never evaluates the tag.
 */
export const fragment = () => graphql`
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
