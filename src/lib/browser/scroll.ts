/**
 * In-page scrolling to a section. Off-screen sections have estimated heights (src/ui/offscreen.ts), so a scroll
 * aimed from them would miss: every section renders while the scroll runs, and may skip again once it stops.
 */
import { closestLink, isPlainClick } from "./plain-click"
import { prefersReducedMotion } from "./reduced-motion"

export const RENDER_ALL_ATTRIBUTE = "data-render-all"

export const SCROLL_SETTLE_MS = 250

/** Removes the attribute once no scroll event has come for SCROLL_SETTLE_MS (older Safari has no scrollend). */
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

/** Plain clicks on in-page links (not a dialog's) go through scrollToSection; capture phase, ahead of React's. */
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
