import { createElement, type ComponentType } from "react"
import { PAGE_SECTIONS, type PageId, type SectionName } from "./page-sections"

/** A page section: it reads what its own fragment selected from the page's data. */
export type SectionComponent<Data> = ComponentType<{ data: Data }>

/** Every section of a page, by the names in src/sections/page-sections.ts (a missing one does not compile). */
export type PageSectionComponents<P extends PageId, Data> = {
  readonly [Name in SectionName<P>]: SectionComponent<Data>
}

/** A page's sections in the order src/sections/page-sections.ts gives. */
export function PageSections<P extends PageId, Data>({
  page,
  data,
  sections,
}: {
  page: P
  data: Data
  sections: PageSectionComponents<P, Data>
}) {
  const names: readonly SectionName<P>[] = PAGE_SECTIONS[page]
  return <>{names.map(name => createElement(sections[name], { key: name, data }))}</>
}
