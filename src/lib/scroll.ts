/**
 * Scrolls to a page section by id. Uses the element's scroll-margin and the
 * page's CSS scroll-behavior (smooth, or instant under reduced motion), and
 * records the anchor in the address like a link would.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({ block: "start" })
  if (window.location.hash !== `#${id}`) window.history.pushState(null, "", `#${id}`)
}
