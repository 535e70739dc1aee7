import { lazy, Suspense, useEffect } from "react"
import { sectionAnchor, type PageId, type SectionName } from "./page-sections"
import type { SectionComponent } from "./PageSections"

/** Fetch a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "800px 0px"

/** The visitor's first sign of intent inside a section: its code is fetched at once. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const

/**
 * Resolves when the server-rendered element with this id nears the viewport
 * or the visitor points at, touches or focuses something in it; at once when
 * there is no such element (a client-side navigation renders in the browser)
 * or no IntersectionObserver.
 */
function whenNearOrWanted(id: string): Promise<void> {
  return new Promise(resolve => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver !== "function") {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      INTENT_EVENTS.forEach(name => element.removeEventListener(name, done, true))
      resolve()
    }
    const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && done(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    })
    observer.observe(element)
    INTENT_EVENTS.forEach(name => element.addEventListener(name, done, { capture: true, passive: true }))
  })
}

/** Resolves once the page has loaded and the browser is idle. */
function whenIdleAfterLoad(): Promise<void> {
  return new Promise(resolve => {
    const idle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve())
      else setTimeout(resolve, 200)
    }
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
  })
}

/**
 * Imports a chunk; when that fails (offline, a flaky network) it waits for the
 * browser to be back online and tries again, instead of rejecting: a rejected
 * lazy component would throw up to the root and blank the whole page. Until
 * then a server-rendered section simply stays static HTML.
 */
function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>(resolve => {
        window.addEventListener("online", () => resolve(importWhenOnline(load)), { once: true })
      }),
  )
}

/**
 * A server-rendered part of the page whose code waits for `when`. React's
 * documented Suspense hydration keeps the server HTML as it is until the code
 * arrives (nothing moves; links, <details> and the page's delegated handlers
 * work), then hydrates it. Controls that need the section's own code are
 * written so that they are links or native elements until then (see the
 * docs/architecture.md, "Before a section's code arrives"). `id` is the section root's id; once
 * hydrated it carries `data-hydrated` (for tests and debugging).
 */
function lazySection<Data>(
  id: string,
  when: (id: string) => Promise<void>,
  load: () => Promise<SectionComponent<Data>>,
): SectionComponent<Data> {
  const Lazy = lazy(async () => {
    if (typeof document !== "undefined") await when(id)
    const Section = await importWhenOnline(load)
    function Hydrated({ data }: { data: Data }) {
      useEffect(() => {
        document.getElementById(id)?.setAttribute("data-hydrated", "")
      }, [])
      return <Section data={data} />
    }
    return { default: Hydrated }
  })
  function LazySection({ data }: { data: Data }) {
    // Nothing suspends on the server (it waits for every section), so the fallback is never shown.
    return (
      <Suspense fallback={null}>
        <Lazy data={data} />
      </Suspense>
    )
  }
  return LazySection
}

/** A below-the-fold section whose code is fetched as it nears the viewport, or on the visitor's first intent in it. */
export function nearViewport<Data>(id: string, load: () => Promise<SectionComponent<Data>>): SectionComponent<Data> {
  return lazySection(id, whenNearOrWanted, load)
}

/** A page's below-the-fold sections by name, each fetched as it nears its anchor (src/sections/page-sections.ts). */
export function sectionsNearViewport<P extends PageId, Data>(page: P) {
  return (name: SectionName<P>, load: () => Promise<SectionComponent<Data>>) =>
    nearViewport(sectionAnchor(page, name), load)
}

/** A widget whose code is fetched once the page has loaded and the browser is idle. */
export function afterLoad<Data>(id: string, load: () => Promise<SectionComponent<Data>>): SectionComponent<Data> {
  return lazySection(id, whenIdleAfterLoad, load)
}
