// Apart from deferred.tsx, so that pages without a section list (the legal pages, the 404) do not carry it.
import { PAGE_SECTIONS, sectionAnchor, type PageId, type SectionName } from "../content-model/pages"
import { deferred, type SectionComponent } from "./deferred"

/** Each section's code by name, in a page's sections.ts (one chunk per section). */
export type SectionCode<P extends PageId, Data> = {
  readonly [N in SectionName<P>]: () => Promise<SectionComponent<Data>>
}

// A page's sections.ts, fetched before its first section: the UI they share comes once with it, not in each
// section's chunk nor in the commons chunk every page downloads before its first paint.
type SectionLoader<Data> = () => Promise<{
  sectionCode: Readonly<Record<string, () => Promise<SectionComponent<Data>>>>
}>

function inOrder<P extends PageId, Data>(
  page: P,
  sections: { readonly [N in SectionName<P>]: SectionComponent<Data> },
): SectionComponent<Data> {
  const names: readonly SectionName<P>[] = PAGE_SECTIONS[page]
  return function PageSections({ data }) {
    return names.map(name => {
      const Section: SectionComponent<Data> = sections[name]
      return <Section key={name} data={data} />
    })
  }
}

/** A page's sections in its static HTML, each hydrating once its code arrives: near the viewport, or once idle for those in `idle`. */
export function deferredSections<P extends PageId, Data>(
  page: P,
  loader: SectionLoader<Data>,
  idle: readonly SectionName<P>[] = [],
): SectionComponent<Data> {
  const names: readonly SectionName<P>[] = PAGE_SECTIONS[page]
  const sections = names.map(name => [
    name,
    deferred<Data>(sectionAnchor(page, name), idle.includes(name) ? "idle" : "near-viewport", () =>
      loader().then(module => module.sectionCode[name]()),
    ),
  ])
  return inOrder(page, Object.fromEntries(sections) as Record<SectionName<P>, SectionComponent<Data>>)
}

/** A page's sections with their code loaded at once: the CMS preview has no fold to wait for. */
export async function loadedSections<Data>(page: PageId, loader: SectionLoader<Data>): Promise<SectionComponent<Data>> {
  const { sectionCode } = await loader()
  const names: readonly string[] = PAGE_SECTIONS[page]
  const sections = await Promise.all(names.map(async name => [name, await sectionCode[name]()]))
  return inOrder(page, Object.fromEntries(sections) as Record<SectionName<PageId>, SectionComponent<Data>>)
}
