/**
 * The banner and the tags' consent: Consent Mode's all-denied defaults, then the stored choice at once. The banner's
 * code comes when idle, or after a valid choice only when the visitor reaches for "Preferências de cookies".
 */
import { readStoredChoice, sameCategories, type ConsentChoice } from "./consent"
import { installGtag } from "./tags/data-layer"
import { PRIVACY_COOKIES_URL } from "../legal/legal-routes"
import { browserStorage } from "../../lib/storage"
import { applyConsent, NOTHING_APPLIED, type TagIds, type TagTarget } from "./tags/tag-consent"
import { consentSnapshot, COOKIE_PREFERENCES_ATTRIBUTE, setConsentChoice, type ChoiceSource } from "./consent-state"
import type { BuildLabels } from "../../content-model/build-environment"

/** `revision`: consent.json's; a choice stored under another one is asked again. */
type ConsentSetup = { ids: TagIds; build: BuildLabels; revision: number }

let setup: ConsentSetup | undefined
let applied = NOTHING_APPLIED
let banner: Promise<typeof import("./consent-banner")> | undefined
const tags = () => window as unknown as TagTarget
const logError = (what: string) => (error: unknown) => console.log(`consent: ${what}`, error)

function apply(choice: ConsentChoice, source: ChoiceSource): void {
  if (!setup) return
  const current = consentSnapshot()
  // The banner confirms a stored choice at start: it stays "stored" (the tag manager keeps its delay).
  const same = current.choice && sameCategories(current.choice.granted, choice.granted)
  try {
    applied = applyConsent(tags(), applied, choice.granted, setup.ids, setup.build, new Date())
  } catch (error) {
    logError("could not signal the tags")(error)
  }
  setConsentChoice(choice, same ? (current.source ?? source) : source, setup.revision)
}

export function startConsent(next: ConsentSetup): void {
  if (setup) return
  setup = next
  installGtag(tags())
  const stored = readStoredChoice(browserStorage(), next.revision, Date.now())
  if (stored) apply(stored, "stored")
  else setConsentChoice(undefined, "stored", next.revision)
  // In the capture phase, ahead of React: until a part of the page is hydrated, React stops a click there.
  document.addEventListener("click", onPreferences, { capture: true })
  if (!stored) {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(loadBanner, { timeout: 2000 })
    else window.setTimeout(loadBanner, 200)
    return
  }
  for (const type of ["pointerover", "focusin"]) document.addEventListener(type, onPreferences, { capture: true })
  // For the browser tests: the page knows its choice and shows no banner.
  document.documentElement.dataset.consent = "stored"
}

const loadBanner = () => void startBanner().catch(logError("the banner could not load"))

/** A click opens the preferences; a pointer over or focus on the button starts the library coming. */
function onPreferences(event: Event): void {
  if (!(event.target instanceof Element && event.target.closest(`[${COOKIE_PREFERENCES_ATTRIBUTE}]`))) return
  if (event.type !== "click") loadBanner()
  else void startBanner().then(api => api.showPreferences(), logError("the preferences could not open"))
}

/**
 * The banner waits for its stylesheet's first try only (unstyled but usable beats no question); the file is then
 * retried, each wait doubled up to 30 s (plugins/chunk-load-retry covers chunks, not this file).
 */
function loadStylesheet(retryMs = 0): Promise<void> {
  return new Promise(resolve => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: CONSENT_STYLESHEET_URL })
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      resolve()
      if (retryMs) console.log("consent stylesheet: could not load, trying again", CONSENT_STYLESHEET_URL)
      window.setTimeout(() => void loadStylesheet(Math.min(Math.max(retryMs * 2, 1000), 30_000)), retryMs)
    }
    document.head.append(link)
  })
}

function startBanner() {
  banner ??= (async () => {
    const styled = loadStylesheet()
    // Its chunk is retried until it loads (plugins/chunk-load-retry): without it a visitor could not choose.
    const api = await import(/* webpackChunkName: "consent-banner" */ "./consent-banner")
    await styled
    const theme = { id: "consent-theme", textContent: api.CONSENT_THEME_CSS }
    document.head.append(Object.assign(document.createElement("style"), theme))
    // First in the body: a keyboard or screen reader user meets the question before the page (it shows at the bottom).
    const root = Object.assign(document.createElement("div"), { id: "consent-root" })
    document.body.prepend(root)
    // Every decision, and the stored one at start (applying it again changes nothing).
    await api.run(api.buildConsentConfig({ policyUrl: PRIVACY_COOKIES_URL, root, onChoice: c => apply(c, "visitor") }))
    // For the browser tests: the banner's code has run, shown or not.
    document.documentElement.dataset.consent = "ready"
    return api
  })()
  return banner
}
