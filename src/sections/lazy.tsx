import { lazy, Suspense, useEffect } from "react"
import type { SectionComponent } from "./PageSections"

/** Fetch a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "800px 0px"

/** The visitor's first sign of intent inside a section: its code is fetched at once. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const

/** Calls `fire` when its moment comes, never before returning; returns what stops waiting for it. */
type Moment = (element: Element, fire: () => void) => () => void

/** The element nears the viewport (at once without IntersectionObserver). */
const nearTheViewport: Moment = (element, fire) => {
  if (typeof IntersectionObserver !== "function") {
    queueMicrotask(fire)
    return () => {}
  }
  const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && fire(), {
    rootMargin: NEAR_VIEWPORT_MARGIN,
  })
  observer.observe(element)
  return () => observer.disconnect()
}

/** The page has loaded and the browser is idle. */
const idleAfterLoad: Moment = (_element, fire) => {
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
}

/** At once: the code is fetched as the page hydrates. */
const rightAway: Moment = (_element, fire) => {
  queueMicrotask(fire)
  return () => {}
}

/**
 * Resolves at `moment` for the server-rendered element with this id, or when
 * the visitor points at, touches or focuses something in it, whichever comes
 * first; at once when there is no such element (a client-side navigation
 * renders in the browser).
 */
function whenMomentOrWanted(id: string, moment: Moment): Promise<void> {
  return new Promise(resolve => {
    const element = document.getElementById(id)
    if (!element) {
      resolve()
      return
    }
    let settled = false
    let stopMoment = () => {}
    const done = () => {
      if (settled) return
      settled = true
      stopMoment()
      INTENT_EVENTS.forEach(name => element.removeEventListener(name, done, true))
      resolve()
    }
    INTENT_EVENTS.forEach(name => element.addEventListener(name, done, { capture: true, passive: true }))
    stopMoment = moment(element, done)
  })
}

/**
 * A server-rendered part of the page whose code waits for `when`. React's
 * documented Suspense hydration keeps the server HTML as it is until the code
 * arrives (nothing moves; links, <details> and the page's delegated handlers
 * work), then hydrates it. Controls that need the section's own code are
 * written so that they are links or native elements until then (see
 * docs/architecture.md, "Before a section's code arrives"). `id` is the section root's id; once
 * hydrated it carries `data-hydrated` (for tests and debugging).
 */
function lazySection<Data>(
  id: string,
  moment: Moment,
  load: () => Promise<SectionComponent<Data>>,
): SectionComponent<Data> {
  const Lazy = lazy(async () => {
    if (typeof document !== "undefined") await whenMomentOrWanted(id, moment)
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
  return lazySection(id, nearTheViewport, load)
}

/**
 * A part of the page whose code is fetched once the page has loaded and the
 * browser is idle, or on the visitor's first intent in it: above the fold,
 * what works as static HTML until then (the hero, whose links are links and
 * whose video poster links to the player), so the first hydration has less
 * to do; the contact widget.
 */
export function afterLoad<Data>(id: string, load: () => Promise<SectionComponent<Data>>): SectionComponent<Data> {
  return lazySection(id, idleAfterLoad, load)
}

/**
 * A part of the page whose code is fetched as the page hydrates, in a chunk
 * of its own: its static HTML works meanwhile and the page's first hydration
 * does not wait for it (the top banners, whose countdowns start then).
 */
export function asPageMounts<Data>(id: string, load: () => Promise<SectionComponent<Data>>): SectionComponent<Data> {
  return lazySection(id, rightAway, load)
}
