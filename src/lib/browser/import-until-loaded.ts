/** The wait before the first retry; each later wait doubles, up to the longest. */
export const FIRST_RETRY_MS = 1_000
export const LONGEST_RETRY_MS = 30_000

/**
 * Imports a chunk and never rejects: when the import fails (a server error, a
 * flaky network, offline) it tries again after 1 s, 2 s, 4 s … (at most 30 s
 * apart), and at once when the browser comes back online. A rejected lazy
 * component would throw up to the root and blank the whole page, and giving up
 * would leave a countdown at dashes until a reload. Webpack 5 forgets a chunk
 * whose script failed, so calling `load` again fetches it again. Each failure
 * is logged under `name`.
 */
export function importUntilLoaded<T>(name: string, load: () => Promise<T>, retryMs = FIRST_RETRY_MS): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>(resolve => {
        console.log(`${name}: could not load, trying again`, error)
        const retry = () => {
          clearTimeout(timer)
          window.removeEventListener("online", retry)
          resolve(importUntilLoaded(name, load, Math.min(retryMs * 2, LONGEST_RETRY_MS)))
        }
        // Offline, only the `online` event can help; the timer still runs in case the browser misses it.
        const timer = setTimeout(retry, retryMs)
        window.addEventListener("online", retry)
      }),
  )
}
