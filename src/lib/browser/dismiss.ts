/**
 * Close buttons that work before the code of what they close: `[data-dismiss]` hides its `[data-dismissible]` with
 * `hidden`, which the DOM alone owns. Capture phase: React 18 stops a click on a part not hydrated yet.
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
