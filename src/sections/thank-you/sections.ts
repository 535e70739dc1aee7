// The shared UI this page's sections use comes with this loader: see SectionLoader in src/sections/deferred-sections.tsx.
import "../../ui/primitives"
import "../../ui/Picture"
import { graphql } from "gatsby"
import type { SectionCode } from "../deferred-sections"

/** @public */ export const fragment = graphql`
  fragment ObrigadoSections on Query {
    ...ObrigadoMain
    ...ObrigadoSupport
  }
`

export const sectionCode: SectionCode<"obrigado", Queries.ObrigadoSectionsFragment> = {
  main: () => import("./main/Main").then(m => m.Main),
  support: () => import("./support/Support").then(m => m.Support),
}
