/**
 * When the lead outbox is retried (browser only; gatsby-browser starts it at
 * every page load): once the page has loaded, when the browser is back
 * online, and when a page comes back from the back/forward cache. The flush
 * itself is lead-runtime.ts's, whose code is fetched then if the lead form
 * has not brought it yet: it is not first-load JavaScript.
 */
import { afterLoad } from "../../../lib/browser/after-load"

function retry(): void {
  import("./lead-runtime")
    .then(runtime => runtime.flushOutbox())
    .catch((error: unknown) => console.log("lead outbox: could not load the retry code", error))
}

let started = false

export function startOutboxRetries(): void {
  if (started) return
  started = true
  window.addEventListener("pageshow", event => {
    if (event.persisted) retry()
  })
  window.addEventListener("online", retry)
  // After the page is interactive, so retries never compete with the first paint.
  afterLoad(retry)
}
