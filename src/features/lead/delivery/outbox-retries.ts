// The outbox is retried after the load (never competing with the first paint), back online, and back from the
// back/forward cache; the retry code comes only then.
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
  window.addEventListener("pageshow", event => event.persisted && retry())
  window.addEventListener("online", retry)
  afterLoad(retry)
}
