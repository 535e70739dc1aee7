import { test as base, expect, type Request } from "@playwright/test"
import { storeChoice, type StoredChoice } from "./consent"

/** A request the page tried to send to a host other than the local test server, and when (Date.now()). */
export type ExternalRequest = { url: string; resourceType: string; at: number }

const STUBS: Partial<Record<string, [string, string]>> & { other: [string, string] } = {
  document: ["text/html", "<!doctype html><title>external stub</title><p>external stub</p>"],
  script: ["application/javascript", ""],
  other: ["application/json", "{}"],
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])
export const isLocal = ({ hostname, protocol }: URL) =>
  ["data:", "blob:"].includes(protocol) || LOCAL_HOSTS.has(hostname)

/**
 * Every test page answers external requests itself, recording each (a navigation gets a stub page, whose URL can be
 * read); a test's own routes win. Every test's visitor rejected the optional cookies on an earlier visit, unless it
 * asks otherwise: `test.use({ consent: "accepted" })`, "analytics", or "none" (a first visit: the banner shows).
 */
export const test = base.extend<{
  external: ExternalRequest[]
  consent: StoredChoice
  storedConsent: StoredChoice
  pageLog: { errors: string[] }
}>({
  consent: ["rejected", { option: true }],
  storedConsent: [
    async ({ context, consent }, use) => {
      await storeChoice(context, consent)
      await use(consent)
    },
    { auto: true },
  ],
  external: [
    async ({ context }, use) => {
      const external: ExternalRequest[] = []
      await context.route(
        url => !isLocal(url),
        async route => {
          const type = route.request().resourceType()
          external.push({ url: route.request().url(), resourceType: type, at: Date.now() })
          const [contentType, body] = STUBS[type] ?? STUBS.other
          await route.fulfill({ contentType, body })
        },
      )
      await use(external)
    },
    { auto: true },
  ],
  // A failed test attaches its page's log: console, errors, scripts, failed and still pending requests.
  pageLog: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      const lines: string[] = []
      const pending = new Map<Request, string>()
      const at = () => `${Math.round(performance.now())} ms`
      page.on("console", message => lines.push(`${at()} console.${message.type()}: ${message.text()}`))
      page.on("pageerror", error => {
        errors.push(error.message)
        lines.push(`${at()} page error: ${error.message}`)
      })
      page.on("request", request => {
        pending.set(request, at())
        if (request.resourceType() === "script") lines.push(`${at()} script requested: ${request.url()}`)
      })
      page.on("requestfinished", request => pending.delete(request))
      page.on("requestfailed", request => {
        pending.delete(request)
        lines.push(`${at()} request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`)
      })
      page.on("response", response => {
        if (response.status() >= 400) lines.push(`${at()} HTTP ${response.status()}: ${response.url()}`)
      })
      page.on("framenavigated", frame => {
        if (frame === page.mainFrame()) lines.push(`${at()} navigated: ${frame.url()}`)
      })
      await use({ errors })
      if (testInfo.status === testInfo.expectedStatus) return
      for (const [request, since] of pending) lines.push(`still pending at ${at()}, since ${since}: ${request.url()}`)
      if (lines.length > 0) await testInfo.attach("page-log", { body: lines.join("\n"), contentType: "text/plain" })
    },
    { auto: true },
  ],
})

export { expect }
