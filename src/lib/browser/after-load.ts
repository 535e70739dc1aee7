/** Runs `run` in a task of its own after the page's load event: work that must not compete with hydration. */
export function afterLoad(run: () => void, win: Window = window): void {
  const later = () => win.setTimeout(run, 0)
  if (win.document.readyState === "complete") later()
  else win.addEventListener("load", later, { once: true })
}
