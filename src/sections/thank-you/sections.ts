import { graphql } from "gatsby"

/**
 * /obrigado's <main>, top to bottom, as in src/sections/home/sections.ts.
 * Nothing here needs its own code (its buttons are links, the cookie button
 * has a document listener): each section's code comes once the page is idle.
 */
export const THANK_YOU_SECTIONS = {
  main: "when-idle",
  support: "when-idle",
} as const

/**
 * @public Gatsby reads GraphQL fragments from a module's exports: the data of
 * every section above, for the page query. In a function, so that the
 * build-time code reading the list above never evaluates the tag.
 */
export const fragment = () => graphql`
  fragment ObrigadoSections on Query {
    ...ObrigadoMain
    ...ObrigadoSupport
  }
`
