import type { ReactNode } from "react"
import { Seo } from "./Seo"

interface PageSeoProps {
  page: { title: string; description: string } | null
  pathname: string
  noindex?: boolean
  children?: ReactNode
}

/** Head tags for a page whose title and description come from content/data/pages.json. */
export function PageSeo({ page, pathname, noindex, children }: PageSeoProps) {
  if (!page) throw new Error(`content/data/pages.json has no entry for ${pathname}`)
  return (
    <Seo title={page.title} description={page.description} pathname={pathname} noindex={noindex}>
      {children}
    </Seo>
  )
}
