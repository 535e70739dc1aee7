/**
 * A page's sections from src/content-model/pages.ts, in order: for the site, each with its code fetched late
 * (deferred.tsx); for the CMS preview, all at once. Apart from deferred.tsx, so that pages without such a list
 * (the legal pages, the 404) do not carry it.
 */
import { createElement, Fragment } from "react"
import { PAGE_SECTIONS, sectionAnchor, sectionFolder, type PageId, type SectionName } from "../content-model/pages"
import { deferred, type SectionComponent } from "./deferred"

/**
 * A page's section loader (src/sections/<page-folder>/sections.ts). The page
 * fetches it once, before its first section, because it carries the UI its
 * sections share: a chunk webpack fetches first lends its modules to the chunks
 * it fetches, so that UI is neither copied into each section's chunk nor moved
 * into Gatsby's commons chunk, which every page downloads before its first paint.
 */
export interface SectionLoader<Data> {
  sectionCode: (folder: string) => Promise<{ default: SectionComponent<Data> }>
}

/** Renders a page's sections, in the order src/content-model/pages.ts gives. */
function inOrder<P extends PageId, Data>(
  page: P,
  sections: { readonly [Name in SectionName<P>]: SectionComponent<Data> },
): SectionComponent<Data> {
  const names: readonly string[] = PAGE_SECTIONS[page]
  return function PageSections({ data }: { data: Data }) {
    return createElement(
      Fragment,
      null,
      names.map(name => createElement((sections as Record<string, SectionComponent<Data>>)[name], { key: name, data })),
    )
  }
}

/** A page's sections in its static HTML, each hydrating once its code arrives: near the viewport, or once idle for those in `idle`. */
export function deferredSections<P extends PageId, Data>(
  page: P,
  loader: () => Promise<SectionLoader<Data>>,
  idle: readonly SectionName<P>[] = [],
): SectionComponent<Data> {
  const names: readonly SectionName<P>[] = PAGE_SECTIONS[page]
  const code = (name: string) => loader().then(module => module.sectionCode(sectionFolder(name)))
  const sections = Object.fromEntries(
    names.map(name => [
      name,
      deferred<Data>(sectionAnchor(page, name), idle.includes(name) ? "idle" : "near-viewport", () =>
        code(name).then(module => module.default),
      ),
    ]),
  )
  return inOrder(page, sections as Record<SectionName<P>, SectionComponent<Data>>)
}

/** A page's sections with their code loaded at once: the CMS preview has no fold to wait for. */
export async function loadedSections<Data>(
  page: PageId,
  loader: () => Promise<SectionLoader<Data>>,
): Promise<SectionComponent<Data>> {
  const names: readonly string[] = PAGE_SECTIONS[page]
  const { sectionCode } = await loader()
  const modules = await Promise.all(names.map(name => sectionCode(sectionFolder(name))))
  const sections = Object.fromEntries(names.map((name, index) => [name, modules[index].default]))
  return inOrder(page, sections as Record<SectionName<PageId>, SectionComponent<Data>>)
}
