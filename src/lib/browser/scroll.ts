/**
 * In-page scrolling to a section (the "#pricing" buttons). Sections skip rendering while off screen
 * (`content-visibility: auto`, src/ui/offscreen.ts) with an estimated height until first shown, so a smooth scroll
 * aimed from those estimates would miss. The scroll first renders every section once (the attribute below), aims at
 * the real position, and lets them skip again once it stops (they keep their real sizes, so nothing moves).
 */
import { closestLink, isPlainClick } from "./plain-click"
import { prefersReducedMotion } from "./reduced-motion"

/** Set on <html> while an in-page scroll runs: every section renders. */
export const RENDER_ALL_ATTRIBUTE = "data-render-all"

/** Scrolling counts as finished after this long without a scroll event. */
export const SCROLL_SETTLE_MS = 250

/** Removes the attribute once no scroll event has come for SCROLL_SETTLE_MS (scrollend is missing in older Safari). */
function releaseWhenSettled(root: HTMLElement): void {
  let timer = 0
  const release = () => {
    window.removeEventListener("scroll", restart)
    root.removeAttribute(RENDER_ALL_ATTRIBUTE)
  }
  function restart() {
    window.clearTimeout(timer)
    timer = window.setTimeout(release, SCROLL_SETTLE_MS)
  }
  window.addEventListener("scroll", restart, { passive: true })
  restart()
}

/** Scrolls to a section, smoothly unless the visitor asked for reduced motion, and records the anchor like a link. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const root = document.documentElement
  root.setAttribute(RENDER_ALL_ATTRIBUTE, "")
  target.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" })
  releaseWhenSettled(root)
  if (window.location.hash !== `#${id}`) window.history.pushState(null, "", `#${id}`)
  return true
}

/** The section id an in-page link points at ("#pricing" → "pricing"), or null for any other link. */
export function inPageTarget(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute("href")
  if (!href || !href.startsWith("#") || href.length < 2) return null
  try {
    return decodeURIComponent(href.slice(1))
  } catch {
    return null
  }
}

/**
 * Sends plain clicks on in-page links through scrollToSection (without JavaScript they still jump, which lands
 * right). In the capture phase on the window, ahead of React, which stops clicks inside sections it has not
 * hydrated yet. Links inside a dialog are the dialog's (it closes itself, then scrolls).
 */
export function delegateInPageLinks(root: EventTarget): () => void {
  const onClick = (event: Event) => {
    if (!isPlainClick(event as MouseEvent)) return
    const link = closestLink(event.target, 'a[href^="#"]')
    if (!link || link.closest("dialog")) return
    const id = inPageTarget(link)
    if (id && scrollToSection(id)) event.preventDefault()
  }
  root.addEventListener("click", onClick, { capture: true })
  return () => root.removeEventListener("click", onClick, { capture: true })
}
