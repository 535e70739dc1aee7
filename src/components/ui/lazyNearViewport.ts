import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react"

/** Fetch a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "800px 0px"

/** Controls that do nothing until hydrated (links navigate and <summary> toggles on their own). */
const CONTROL_SELECTOR = "button, [role='button']"

/** When a section's code may be fetched (`ready`), and a way to fetch it now (`hurry`: the visitor pressed something in it). */
interface Trigger {
  ready: Promise<void>
  hurry: () => void
}

interface Waiting {
  pressed: HTMLElement | null
  hurry: () => void
}

/**
 * Sections still waiting for their code, by id, with the control the visitor
 * pressed meanwhile. React stops a click inside a section it has not hydrated
 * (and drops it); the control is pressed again once the section has hydrated.
 */
const waiting = new Map<string, Waiting>()
let listening = false
let lastRecorded: { event: Event; entry: Waiting } | null = null

/** Capture phase on the window: ahead of React's own listener, which stops the click. */
function rememberPressedControl(event: Event): void {
  if (!(event.target instanceof Element)) return
  for (const [sectionId, entry] of waiting) {
    const section = document.getElementById(sectionId)
    if (!section?.contains(event.target)) continue
    const control = event.target.closest<HTMLElement>(CONTROL_SELECTOR)
    if (!control || !section.contains(control)) return
    entry.pressed = control
    lastRecorded = { event, entry }
    entry.hurry()
    return
  }
}

/** Bubble phase: a click that got this far was not stopped, so React handled it (pressing again would undo it). */
function forgetHandledControl(event: Event): void {
  if (lastRecorded?.event !== event) return
  lastRecorded.entry.pressed = null
  lastRecorded = null
}

function awaitCode(sectionId: string, hurry: () => void): void {
  waiting.set(sectionId, { pressed: null, hurry })
  if (listening) return
  listening = true
  window.addEventListener("click", rememberPressedControl, { capture: true })
  window.addEventListener("click", forgetHandledControl)
}

/**
 * After the section hydrated: marks it (`data-hydrated`, for tests and
 * debugging) and presses again what the visitor pressed while it waited.
 */
function sectionHydrated(sectionId: string): void {
  document.getElementById(sectionId)?.setAttribute("data-hydrated", "")
  const entry = waiting.get(sectionId)
  waiting.delete(sectionId)
  if (entry?.pressed?.isConnected) entry.pressed.click()
}

/**
 * Resolves when the server-rendered element with this id nears the viewport,
 * or when `hurry` is called; at once when the page was rendered in the browser
 * (a client-side navigation: there is no server HTML to keep) or without
 * IntersectionObserver.
 */
function whenNearViewport(id: string): Trigger {
  let hurry: () => void = () => undefined
  const ready = new Promise<void>(resolve => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver !== "function") {
      resolve()
      return
    }
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(element)
    hurry = () => {
      observer.disconnect()
      resolve()
    }
  })
  return { ready, hurry }
}

/**
 * Imports a chunk; when that fails (offline, a flaky network) it waits for the
 * browser to be back online and tries again, instead of rejecting: a rejected
 * lazy component would throw up to the root and blank the whole page. Until
 * then a server-rendered section simply stays static HTML.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>(resolve =>
        window.addEventListener("online", () => resolve(importWhenOnline(load)), { once: true }),
      ),
  )
}

/** Resolves once the page has loaded and the browser is idle, or when `hurry` is called. */
function whenIdleAfterLoad(): Trigger {
  let hurry: () => void = () => undefined
  const ready = new Promise<void>(resolve => {
    hurry = resolve
    // Safari has no requestIdleCallback.
    const idle = () => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve())
      else setTimeout(resolve, 200)
    }
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
  })
  return { ready, hurry }
}

/**
 * A server-rendered part of the page whose code waits for `when`: React leaves
 * its static HTML as it is until the code arrives (nothing moves, links work),
 * then hydrates it. A button pressed before that is pressed again once it has
 * hydrated. Put it inside its own HydrationBoundary. `sectionId` is the id of
 * its root element.
 */
function lazyHydrated<P extends object>(
  sectionId: string,
  when: () => Trigger,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (typeof document === "undefined") return { default: await load() }
    const { ready, hurry } = when()
    awaitCode(sectionId, hurry)
    await ready
    const Section = await importWhenOnline(load)
    function Hydrated(props: P) {
      useEffect(() => sectionHydrated(sectionId), [])
      return createElement(Section, props)
    }
    return { default: Hydrated }
  })
}

/**
 * A below-the-fold section whose code the browser fetches only when it nears
 * the viewport, so it is not first-load JavaScript (see lazyHydrated).
 * Plan links (the way to checkout) never wait: a document listener handles them.
 */
export function lazyNearViewport<P extends object>(
  sectionId: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyHydrated(sectionId, () => whenNearViewport(sectionId), load)
}

/** A widget whose code is fetched once the page has loaded and the browser is idle (see lazyHydrated). */
export function lazyAfterLoad<P extends object>(
  sectionId: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyHydrated(sectionId, whenIdleAfterLoad, load)
}
