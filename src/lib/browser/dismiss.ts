/**
 * Close buttons that work from the page's first script, before the code of what they close (the home promo banner
 * hydrates once the page is idle): `[data-dismiss]` hides its closest `[data-dismissible]` with `hidden`, a state the
 * DOM alone owns, so a component that hydrates later never shows it again. In the capture phase: React 18 stops a
 * click aimed at a part it has not hydrated yet before it bubbles.
 */
export const DISMISS_ATTRIBUTE = "data-dismiss"
export const DISMISSIBLE_ATTRIBUTE = "data-dismissible"

export function delegateDismiss(root: Document): () => void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${DISMISS_ATTRIBUTE}]`) : null
    const dismissible = button?.closest(`[${DISMISSIBLE_ATTRIBUTE}]`)
    if (dismissible instanceof HTMLElement) dismissible.hidden = true
  }
  root.addEventListener("click", onClick, { capture: true })
  return () => root.removeEventListener("click", onClick, { capture: true })
}
