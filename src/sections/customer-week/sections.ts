// The shared UI this page's sections use comes with this loader: see SectionLoader in src/sections/deferred-sections.tsx.
import "../../ui/primitives"
import "../../ui/Picture"
import { graphql } from "gatsby"
import type { SectionComponent } from "../deferred"

/** @public Gatsby reads GraphQL fragments from a module's exports: every section's data, for the page query. */
export const fragment = graphql`
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

/** A /semana-cliente section's component: it reads what its fragment, spread in SemanaClienteSections, selected. */
export type WeekSection = SectionComponent<Queries.SemanaClienteSectionsFragment>

/** A section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) => import(`./${folder}/index.ts`) as Promise<{ default: WeekSection }>
