// "gatsby" in the CMS preview bundle: queries already ran at build, so a static query answers with their results.
import type { ReactNode } from "react"
import previewData from "preview-data"

export const graphql = (..._parts: unknown[]): null => null

export function useStaticQuery(_query: unknown): unknown {
  return (previewData as { staticQueries: unknown }).staticQueries
}

export const Script = (_props: { children?: ReactNode }): null => null
