/**
 * Resolves once the browser has painted the current frame (a requestAnimationFrame callback runs just before the
 * paint, a task queued from it after); at once on a hidden page, which runs no frames, and after `safetyMs` at most.
 */
export function afterNextPaint(win: Window = window, safetyMs = 1000): Promise<void> {
  return new Promise(resolve => {
    if (win.document.visibilityState === "hidden" || typeof win.requestAnimationFrame !== "function") {
      resolve()
      return
    }
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      resolve()
    }
    win.requestAnimationFrame(() => win.setTimeout(settle, 0))
    win.setTimeout(settle, safetyMs)
  })
}
