import { lazy, type ComponentType, type LazyExoticComponent } from "react"

/** Fetch a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "800px 0px"

/**
 * Resolves when the server-rendered element with this id nears the viewport;
 * at once when the page was rendered in the browser (a client-side navigation:
 * there is no server HTML to keep) or without IntersectionObserver.
 */
function whenNearViewport(id: string): Promise<void> {
  return new Promise(resolve => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver !== "function") return resolve()
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(element)
  })
}

/**
 * Imports a chunk; when that fails (offline, a flaky network) it waits for the
 * browser to be back online and tries again, instead of rejecting: a rejected
 * lazy component would throw up to the root and blank the whole page. Until
 * then a server-rendered section simply stays static HTML.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () => new Promise<T>(resolve => window.addEventListener("online", () => resolve(importWhenOnline(load)), { once: true })),
  )
}

/**
 * A section without any interactive part (only text, images and plain links),
 * rendered into the static HTML as usual but whose code the browser fetches
 * only when the section nears the viewport, so it is not first-load
 * JavaScript. Put it inside its own HydrationBoundary: until the code arrives
 * React leaves the server HTML as it is (nothing moves, links work), then
 * hydrates it. `sectionId` is the id of the section's root element.
 * Not for sections with buttons or other handlers: a click before hydration would be lost.
 */
export function lazyNearViewport<P extends object>(sectionId: string, load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (typeof document !== "undefined") await whenNearViewport(sectionId)
    return { default: await importWhenOnline(load) }
  })
}
