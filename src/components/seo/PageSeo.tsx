import type { ReactNode } from "react"
import { Seo } from "./Seo"

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
