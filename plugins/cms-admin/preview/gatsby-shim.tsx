/**
 * What the site's sections import from "gatsby", outside Gatsby: the CMS preview bundle (bundle-preview.ts) resolves
 * "gatsby" here. Queries already ran at build: a section's `graphql` fragment is only a tag, and a static query answers
 * with what the build's static queries returned.
 */
import type { ReactNode } from "react"
import previewData from "preview-data"

export const graphql = (..._parts: unknown[]): null => null

export function useStaticQuery(_query: unknown): unknown {
  return (previewData as { staticQueries: unknown }).staticQueries
}

/** Tags and other scripts never run in the preview. */
export const Script = (_props: { children?: ReactNode }): null => null
