/** Resolves once the current frame has painted (a task queued from requestAnimationFrame); at once on a hidden page. */
export function afterNextPaint(win: Window = window, safetyMs = 1000): Promise<void> {
  return new Promise(resolve => {
    if (win.document.visibilityState === "hidden" || typeof win.requestAnimationFrame !== "function") resolve()
    else {
      win.requestAnimationFrame(() => win.setTimeout(resolve, 0))
      win.setTimeout(resolve, safetyMs)
    }
  })
}
