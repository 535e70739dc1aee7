/**
 * A part of the page whose HTML is static while its code comes later, at a given moment or at the visitor's first
 * pointer, touch or focus inside it; Suspense hydration keeps the server HTML meanwhile (docs/architecture.md).
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react"

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

/** Resolves at `when` or at the visitor's first intent in the element; at once without it (a client-side navigation). */
function momentFor(id: string, when: When): Promise<void> {
  return new Promise(resolve => {
    const element = document.getElementById(id)
    if (!element) {
      resolve()
      return
    }
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
      useEffect(() => document.getElementById(id)?.setAttribute("data-hydrated", ""), [])
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
