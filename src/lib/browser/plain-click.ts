type ClickLike = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">

/** A plain left click nobody handled yet: Ctrl/⌘/Shift/Alt and middle clicks keep the browser's (a new tab, a download). */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
}

/** The closest link matching `selector` from an event's target (which may be the window or the document). */
export function closestLink(target: EventTarget | null, selector: string): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(selector) : null
  return link instanceof HTMLAnchorElement ? link : null
}
