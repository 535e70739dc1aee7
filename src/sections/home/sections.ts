import { graphql } from "gatsby"

/**
 * The landing page's <main>, top to bottom: the one list the page, the CMS and
 * its preview, and the build's check of copy files follow. A section is its
 * folder here (./<kebab-name>/, whose index.ts hands over its component), its
 * copy file (content/copy/home/<name>.mdx), its line below and its fragment's
 * spread in HomeSections. Its code arrives in a chunk of its own: "when-idle",
 * once the page is idle (the hero, which works as static HTML until then);
 * "near-viewport", as it nears the viewport (src/sections/lazy.tsx); either
 * way at once on the visitor's first intent in it.
 */
export const HOME_SECTIONS = {
  hero: "when-idle",
  painVsPath: "near-viewport",
  methodology: "near-viewport",
  journey: "near-viewport",
  agents: "near-viewport",
  demos: "near-viewport",
  portfolio: "near-viewport",
  toolPillars: "near-viewport",
  members: "near-viewport",
  course: "near-viewport",
  testimonials: "near-viewport",
  llmBonus: "near-viewport",
  valueStack: "near-viewport",
  pricing: "near-viewport",
  finalCta: "near-viewport",
} as const

/**
 * @public Gatsby reads GraphQL fragments from a module's exports: the data of
 * every section above, for the page query. In a function, so that the
 * build-time code reading the list above never evaluates the tag.
 */
export const fragment = () => graphql`
  fragment HomeSections on Query {
    ...HomeHero
    ...HomePainVsPath
    ...HomeMethodology
    ...HomeJourney
    ...HomeAgents
    ...HomeDemos
    ...HomePortfolio
    ...HomeToolPillars
    ...HomeMembers
    ...HomeCourse
    ...HomeTestimonials
    ...HomeLlmBonus
    ...HomeValueStack
    ...HomePricing
    ...HomeFinalCta
  }
`
