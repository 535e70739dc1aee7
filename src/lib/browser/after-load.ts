/**
 * Runs `run` after the page's load event (at once if it has passed), in a task
 * of its own: work that must not compete with the first paint and hydration.
 */
export function afterLoad(run: () => void, win: Window = window): void {
  const later = () => win.setTimeout(run, 0)
  if (win.document.readyState === "complete") later()
  else win.addEventListener("load", later, { once: true })
}
