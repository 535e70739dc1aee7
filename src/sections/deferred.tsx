/**
 * Deferred code: a part of the page whose HTML is in the static page while its code comes later, at a given moment
 * or at the visitor's first pointer, touch or focus inside it. React's Suspense hydration keeps the server HTML as
 * it is until then (links, <details> and the page's delegated handlers work), then hydrates it
 * (docs/architecture.md, "Before a section's code arrives").
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react"
import { PAGE_SECTIONS, sectionAnchor, type PageId, type SectionName } from "../content-model/pages"

/** A page section: it reads what its own fragment selected from the page's data. */
export type SectionComponent<Data> = ComponentType<{ data: Data }>

/** When the code is fetched: as the page mounts, once the page is idle after its load, or as the part nears the viewport. */
type When = "mount" | "idle" | "near-viewport"

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const

const atOnce = (_element: Element, fire: () => void) => {
  queueMicrotask(fire)
  return () => {}
}

/** Calls `fire` when the moment comes, never before returning; returns what stops waiting. */
const MOMENTS: Record<When, (element: Element, fire: () => void) => () => void> = {
  mount: atOnce,
  idle: (_element, fire) => {
    let stopped = false
    const idle = () => {
      const once = () => !stopped && fire()
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(once)
      else setTimeout(once, 200)
    }
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
    return () => {
      stopped = true
      window.removeEventListener("load", idle)
    }
  },
  "near-viewport": (element, fire) => {
    if (typeof IntersectionObserver !== "function") return atOnce(element, fire)
    const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && fire(), {
      rootMargin: "800px 0px",
    })
    observer.observe(element)
    return () => observer.disconnect()
  },
}

/** Resolves at `when` for the server-rendered element with this id, or at the visitor's first intent in it; at once without it (a client-side navigation renders in the browser). */
function momentFor(id: string, when: When): Promise<void> {
  return new Promise(resolve => {
    const element = document.getElementById(id)
    if (!element) return resolve()
    const done = () => {
      stop()
      INTENT_EVENTS.forEach(name => element.removeEventListener(name, done, true))
      resolve()
    }
    INTENT_EVENTS.forEach(name => element.addEventListener(name, done, { capture: true, passive: true }))
    const stop = MOMENTS[when](element, done)
  })
}

/** The server-rendered part whose root has this id, its code fetched at `when`; once hydrated its root carries `data-hydrated`. */
export function deferred<Data>(
  id: string,
  when: When,
  load: () => Promise<SectionComponent<Data>>,
): SectionComponent<Data> {
  const Lazy = lazy(async () => {
    if (typeof document !== "undefined") await momentFor(id, when)
    // A chunk that fails to load is fetched again by webpack (plugins/chunk-load-retry).
    const Section = await load()
    function Hydrated({ data }: { data: Data }) {
      useEffect(() => {
        document.getElementById(id)?.setAttribute("data-hydrated", "")
      }, [])
      return <Section data={data} />
    }
    return { default: Hydrated }
  })
  // Nothing suspends on the server (it waits for every section), so the fallback is never shown.
  return function Deferred({ data }) {
    return (
      <Suspense fallback={null}>
        <Lazy data={data} />
      </Suspense>
    )
  }
}

/** Each section's code by name, in a page's sections.ts (one chunk per section). */
export type SectionCode<P extends PageId, Data> = {
  readonly [N in SectionName<P>]: () => Promise<SectionComponent<Data>>
}

/**
 * A page's sections.ts, fetched once before its first section: a chunk webpack fetches first lends its modules to
 * the chunks it fetches, so the UI the sections share is neither copied into each one nor moved into Gatsby's
 * commons chunk, which every page downloads before its first paint.
 */
type SectionLoader<Data> = () => Promise<{
  sectionCode: Readonly<Record<string, () => Promise<SectionComponent<Data>>>>
}>

/** Renders a page's sections, in the order src/content-model/pages.ts gives. */
export function inOrder<P extends PageId, Data>(
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
