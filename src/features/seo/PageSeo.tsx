import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { Seo } from "./Seo"

/** Every page's title and description (content/data/pages.json); spread it in each page query. */
/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment PageSeoEntries on Query {
    pagesJson {
      pages {
        id
        title
        description
      }
    }
  }
`

interface PageSeoProps {
  /** The entries of content/data/pages.json. */
  pages: ReadonlyArray<{ id: string; title: string; description: string }> | undefined
  /** This page's entry. */
  id: string
  pathname: string
  noindex?: boolean
  children?: ReactNode
}

/** Head tags for a page whose title and description come from content/data/pages.json. */
export function PageSeo({ pages, id, pathname, noindex, children }: PageSeoProps) {
  const page = pages?.find(entry => entry.id === id)
  if (!page) throw new Error(`content/data/pages.json has no entry "${id}"`)
  return (
    <Seo title={page.title} description={page.description} pathname={pathname} noindex={noindex}>
      {children}
    </Seo>
  )
}
