// The shared UI this page's sections use comes with this loader: see SectionLoader in src/sections/deferred-sections.tsx.
import "../../ui/primitives"
import "../../ui/Picture"
import { graphql } from "gatsby"
import type { SectionComponent } from "../deferred"

/** @public Gatsby reads GraphQL fragments from a module's exports: every section's data, for the page query. */
export const fragment = graphql`
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

/** A home section's component: it reads what its fragment, spread in HomeSections, selected. */
export type HomeSection = SectionComponent<Queries.HomeSectionsFragment>

/** A section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) => import(`./${folder}/index.ts`) as Promise<{ default: HomeSection }>
