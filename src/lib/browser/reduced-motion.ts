const QUERY = "(prefers-reduced-motion: reduce)"

const mediaQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null

/** The visitor asked the system for less motion (false on the server or without matchMedia). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false
}

/** For useSyncExternalStore: calls `onChange` when the visitor changes the setting. */
export function subscribeReducedMotion(onChange: () => void): () => void {
  const query = mediaQuery()
  query?.addEventListener("change", onChange)
  return () => query?.removeEventListener("change", onChange)
}
