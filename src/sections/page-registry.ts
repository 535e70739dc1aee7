/**
 * A page's sections from its registry (src/sections/<page-folder>/sections.ts):
 * for the site, each with its code fetched when the registry says; for the CMS
 * preview, all at once. `loader` fetches the page's section loader,
 * src/sections/<page-folder>/section-code.ts, which fetches a section folder's index.ts.
 */
import { sectionAnchor, sectionFolder, type Arrival, type PageId, type SectionName } from "./page-sections"
import type { PageSectionComponents, SectionComponent } from "./PageSections"
import { afterLoad, nearViewport } from "./lazy"

/** A section folder's index.ts: its component, typed for its page's data. */
export interface SectionModule<Data> {
  default: SectionComponent<Data>
}

type Registry<P extends PageId> = { readonly [Name in SectionName<P>]: Arrival }

/**
 * A page's section loader module. The page fetches it once, before its first
 * section, because it carries the UI its sections share (primitives,
 * images): a chunk webpack fetches first lends its modules to the chunks it
 * fetches, so that UI is neither copied into each section's chunk nor moved
 * into Gatsby's commons chunk, which every page downloads before its first paint.
 */
export interface SectionLoader<Data> {
  sectionCode: (folder: string) => Promise<SectionModule<Data>>
}
type LoadSectionLoader<Data> = () => Promise<SectionLoader<Data>>

const ARRIVALS: Readonly<Record<Arrival, typeof nearViewport>> = {
  "when-idle": afterLoad,
  "near-viewport": nearViewport,
}

/** The page's sections in its static HTML, each hydrating once its code arrives (src/sections/lazy.tsx). */
export function lazySections<P extends PageId, Data>(
  page: P,
  registry: Registry<P>,
  loader: LoadSectionLoader<Data>,
): PageSectionComponents<P, Data> {
  const names = Object.keys(registry) as SectionName<P>[]
  const code = (folder: string) => loader().then(module => module.sectionCode(folder))
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
  loader: LoadSectionLoader<Data>,
): Promise<PageSectionComponents<P, Data>> {
  const names = Object.keys(registry) as SectionName<P>[]
  const { sectionCode } = await loader()
  const modules = await Promise.all(names.map(name => sectionCode(sectionFolder(name))))
  return Object.fromEntries(names.map((name, index) => [name, modules[index].default])) as PageSectionComponents<
    P,
    Data
  >
}
