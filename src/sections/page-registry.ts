/**
 * A page's sections from its registry (src/sections/<page-folder>/sections.ts):
 * for the site, each with its code fetched when the registry says; for the CMS
 * preview, all at once. `code` fetches a section folder's index.ts.
 */
import { sectionAnchor, sectionFolder, type Arrival, type PageId, type SectionName } from "./page-sections"
import type { PageSectionComponents, SectionComponent } from "./PageSections"
import { afterLoad, nearViewport } from "./lazy"

/** A section folder's index.ts: its component, typed for its page's data. */
export interface SectionModule<Data> {
  default: SectionComponent<Data>
}

type Registry<P extends PageId> = { readonly [Name in SectionName<P>]: Arrival }
type SectionCode<Data> = (folder: string) => Promise<SectionModule<Data>>

const ARRIVALS: Readonly<Record<Arrival, typeof nearViewport>> = {
  "when-idle": afterLoad,
  "near-viewport": nearViewport,
}

/** The page's sections in its static HTML, each hydrating once its code arrives (src/sections/lazy.tsx). */
export function lazySections<P extends PageId, Data>(
  page: P,
  registry: Registry<P>,
  code: SectionCode<Data>,
): PageSectionComponents<P, Data> {
  const names = Object.keys(registry) as SectionName<P>[]
  return Object.fromEntries(
    names.map(name => [
      name,
      ARRIVALS[registry[name]]<Data>(sectionAnchor(page, name), () => code(sectionFolder(name)).then(m => m.default)),
    ]),
  ) as PageSectionComponents<P, Data>
}

/** The page's sections with their code loaded: the CMS preview has no fold to wait for. */
export async function loadedSections<P extends PageId, Data>(
  registry: Registry<P>,
  code: SectionCode<Data>,
): Promise<PageSectionComponents<P, Data>> {
  const names = Object.keys(registry) as SectionName<P>[]
  const modules = await Promise.all(names.map(name => code(sectionFolder(name))))
  return Object.fromEntries(names.map((name, index) => [name, modules[index].default])) as PageSectionComponents<
    P,
    Data
  >
}
