/**
 * Deferred code: a part of the page whose HTML is in the static page while its
 * code is fetched later, at a given moment or at the visitor's first pointer,
 * touch or focus inside it, whichever comes first. React's documented Suspense
 * hydration keeps the server HTML as it is until the code arrives (nothing
 * moves; links, <details> and the page's delegated handlers work), then
 * hydrates it. Controls that need the part's own code are links or native
 * elements until then (docs/architecture.md, "Before a section's code arrives").
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react"

/** A page section: it reads what its own fragment selected from the page's data. */
export type SectionComponent<Data> = ComponentType<{ data: Data }>

/** When the code is fetched: as the page mounts, once the page is idle after its load, or as the part nears the viewport. */
export type When = "mount" | "idle" | "near-viewport"

/** Fetch a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "800px 0px"
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const

/** Calls `fire` when the moment comes, never before returning; returns what stops waiting. */
const MOMENTS: Record<When, (element: Element, fire: () => void) => () => void> = {
  mount: (_element, fire) => {
    queueMicrotask(fire)
    return () => {}
  },
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
    if (typeof IntersectionObserver !== "function") {
      queueMicrotask(fire)
      return () => {}
    }
    const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    })
    observer.observe(element)
    return () => observer.disconnect()
  },
}

/** Resolves at `when` for the server-rendered element with this id, or at the visitor's first intent in it; at once without it (a client-side navigation renders in the browser). */
function momentFor(id: string, when: When): Promise<void> {
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
    stopMoment = MOMENTS[when](element, done)
  })
}

/**
 * The server-rendered part whose root has this id, its code fetched at `when`.
 * Once hydrated its root carries `data-hydrated` (for tests and debugging).
 */
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
