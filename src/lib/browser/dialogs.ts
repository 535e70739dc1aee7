/**
 * Native <dialog>s in the static HTML, run by one delegated listener from the page's first script: the opener shows
 * its modal, the X or the backdrop (a click on the <dialog> itself: the panel fills it) closes it, an in-page link
 * closes it and scrolls. The buttons also carry invoker commands, for no script. No `<form method="dialog">`: fifteen
 * forms made the browser's autofill scan recompute the page's style.
 */
import { closestLink, isPlainClick } from "./plain-click"
import { inPageTarget, scrollToSection } from "./scroll"

export const OPENS_DIALOG_ATTRIBUTE = "data-opens-dialog"
export const CLOSES_DIALOG_ATTRIBUTE = "data-closes-dialog"
/** Marks the dialogs this module runs (React-run dialogs, like the lead modal, handle their own clicks). */
export const STATIC_DIALOG_ATTRIBUTE = "data-static-dialog"

/** The static dialog named by the control around `target` in `attribute`, if any. */
function controlledDialog(target: Element, attribute: string): HTMLDialogElement | null {
  const control = target.closest(`[${attribute}]`)
  const dialog = control ? document.getElementById(control.getAttribute(attribute) ?? "") : null
  return dialog instanceof HTMLDialogElement && dialog.hasAttribute(STATIC_DIALOG_ATTRIBUTE) ? dialog : null
}

/** Listens on the document in the capture phase; returns the function that removes the listener. */
export function delegateDialogs(root: Document, scrollTo: (id: string) => boolean = scrollToSection): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const toOpen = controlledDialog(target, OPENS_DIALOG_ATTRIBUTE)
    if (toOpen) {
      if (!toOpen.open) toOpen.showModal()
      return
    }
    const toClose =
      controlledDialog(target, CLOSES_DIALOG_ATTRIBUTE) ??
      (target instanceof HTMLDialogElement && target.hasAttribute(STATIC_DIALOG_ATTRIBUTE) ? target : null)
    if (toClose) {
      if (toClose.open) toClose.close()
      return
    }
    const link = isPlainClick(event) ? closestLink(target, 'a[href^="#"]') : null
    const dialog = link?.closest(`dialog[${STATIC_DIALOG_ATTRIBUTE}]`)
    const id = link ? inPageTarget(link) : null
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open || !id) return
    event.preventDefault()
    dialog.close()
    // Closing returns focus to the opener; scroll on the next frame so the two do not fight.
    requestAnimationFrame(() => scrollTo(id))
  }
  root.addEventListener("click", onClick, { capture: true })
  return () => root.removeEventListener("click", onClick, { capture: true })
}
