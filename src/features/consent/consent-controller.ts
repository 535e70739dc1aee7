/**
 * The cookie banner and the tags' consent on this page (browser only; loaded
 * after mount by the tag loader, Tags.tsx, which is also when the footer's
 * "Preferências de cookies" buttons start to answer).
 *
 * At start it queues Consent Mode's all-denied defaults and applies the choice
 * stored by an earlier visit at once. On a first visit (or when the choice has
 * expired, or the policy changed) it fetches the banner (vanilla-cookieconsent,
 * its stylesheet as a separate file) when the page is idle and runs it: it
 * shows itself and reports every decision here. A returning visitor with a
 * valid choice needs the library only for "Preferências de cookies": it comes
 * when one of those buttons is pointed at, focused or clicked (about 10 KB of
 * gzip and its parse saved on every later visit). Each choice is applied to
 * the tags (src/features/consent/tags/tag-consent.ts) before Tags.tsx may load any script.
 */
import { readStoredChoice, sameCategories, type ConsentChoice } from "./consent"
import { installGtag } from "./tags/gtag"
import { PRIVACY_COOKIES_URL } from "../legal/legal-routes"
import { browserStorage } from "../../lib/storage"
import { applyConsent, NOTHING_APPLIED, type TagIds, type TagTarget } from "./tags/tag-consent"
import { consentSnapshot, setConsentChoice, type ChoiceSource } from "./consent-state"
import { COOKIE_PREFERENCES_ATTRIBUTE } from "./cookie-preferences"
import type { BuildLabels } from "../../content-model/build-environment"

type CookieConsentApi = typeof import("./consent-banner")

export interface ConsentSetup {
  ids: TagIds
  /** Every GA4 event and pixel PageView carries the build's variant and environment. */
  build: BuildLabels
  /** The consent copy's revision (content/data/consent.json): a choice stored under another one is asked again. */
  revision: number
}

let setup: ConsentSetup | undefined
let markReady: (setup: ConsentSetup) => void = () => undefined
const ready = new Promise<ConsentSetup>(resolve => (markReady = resolve))
let applied = NOTHING_APPLIED
let banner: Promise<CookieConsentApi> | undefined

function apply(choice: ConsentChoice, source: ChoiceSource): void {
  if (!setup) return
  const current = consentSnapshot()
  // The banner confirms a stored choice at start: still the stored one (the tag manager keeps its 1 s delay).
  const unchanged = current.choice && sameCategories(current.choice.granted, choice.granted)
  const from = unchanged ? (current.source ?? source) : source
  try {
    applied = applyConsent(window as unknown as TagTarget, applied, choice.granted, setup.ids, setup.build, new Date())
  } catch (error) {
    console.log("consent: could not signal the tags", error)
  }
  setConsentChoice(choice, from, setup.revision)
}

/** Once per page load: the stored choice now; the banner when the page is idle, unless a valid choice is stored. */
export function startConsent(next: ConsentSetup): void {
  if (setup) return
  setup = next
  // Google's gtag() and the all-denied defaults, first: no tag can load before this point.
  installGtag(window as unknown as TagTarget)
  const stored = readStoredChoice(browserStorage(), next.revision, Date.now())
  if (stored) apply(stored, "stored")
  else setConsentChoice(undefined, "stored", next.revision)
  markReady(next)
  // "Preferências de cookies" buttons (every footer, the policy): one listener for all, hydrated or not.
  // In the capture phase, ahead of React: until a part of the page is hydrated, React stops a click's
  // propagation there, so a listener in the bubble phase missed the clicks of an early visitor.
  document.addEventListener("click", onPreferencesClick, { capture: true })
  if (stored) {
    // The library would only confirm this choice: it waits for a visitor who reaches for the preferences.
    for (const type of ["pointerover", "focusin"]) document.addEventListener(type, onPreferencesNear, { capture: true })
    // For the browser tests (and anyone debugging): the page knows its choice and shows no banner.
    document.documentElement.dataset.consent = "stored"
  } else whenIdle(() => void loadBanner())
}

const isPreferencesButton = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(`[${COOKIE_PREFERENCES_ATTRIBUTE}]`) !== null

function onPreferencesClick(event: MouseEvent): void {
  if (!isPreferencesButton(event.target)) return
  void showPreferences().catch((error: unknown) => console.log("consent: the preferences could not open", error))
}

/** A pointer over or focus on "Preferências de cookies": the library starts coming before the click. */
function onPreferencesNear(event: Event): void {
  if (isPreferencesButton(event.target)) void loadBanner()
}

function loadBanner(): Promise<unknown> {
  return startBanner().catch((error: unknown) => console.log("consent: the banner could not load", error))
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 2000 })
  else window.setTimeout(run, 200)
}

function appendStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      reject(new Error(`${href} did not load`))
    }
    document.head.appendChild(link)
  })
}

/** The wait before the stylesheet's second try; each later wait doubles, up to the longest. */
const FIRST_RETRY_MS = 1_000
const LONGEST_RETRY_MS = 30_000

/**
 * The library's stylesheet, before the banner shows. The banner waits for the
 * first try only (unstyled but usable beats no question at all); after a
 * failure the file is tried again until it loads, and styles the banner then.
 * (It is a stylesheet, not a chunk: webpack's retry, plugins/chunk-load-retry, does not see it.)
 */
function loadStylesheet(href: string): Promise<void> {
  return appendStylesheet(href).catch(() => {
    tryStylesheetUntilLoaded(href, FIRST_RETRY_MS)
  })
}

function tryStylesheetUntilLoaded(href: string, waitMs: number): void {
  appendStylesheet(href).catch((error: unknown) => {
    console.log("consent stylesheet: could not load, trying again", error)
    window.setTimeout(() => {
      tryStylesheetUntilLoaded(href, Math.min(waitMs * 2, LONGEST_RETRY_MS))
    }, waitMs)
  })
}

/** The site's theme for the banner, once, as plain CSS (no runtime parse). */
function addThemeStyles(css: string): void {
  if (document.getElementById("consent-theme")) return
  const style = document.createElement("style")
  style.id = "consent-theme"
  style.textContent = css
  document.head.appendChild(style)
}

/**
 * The banner's place: first in the body, so it comes first in the reading and
 * tab order (a keyboard or screen reader user meets the question before the
 * page, and a fixed banner never hides a control they tab to later). It
 * still shows at the bottom of the screen.
 */
function bannerRoot(): HTMLElement {
  const existing = document.getElementById("consent-root")
  if (existing) return existing
  const root = document.createElement("div")
  root.id = "consent-root"
  document.body.prepend(root)
  return root
}

function startBanner(): Promise<CookieConsentApi> {
  banner ??= ready.then(async () => {
    // Tried until it loads (plugins/chunk-load-retry): a banner given up on would leave the visitor
    // no way to choose, nor to open "Preferências de cookies", until a reload.
    const styled = loadStylesheet(CONSENT_STYLESHEET_URL)
    const api = await import(/* webpackChunkName: "consent-banner" */ "./consent-banner")
    await styled
    addThemeStyles(api.CONSENT_THEME_CSS)
    // Every decision, and the stored one at start (applying it again changes nothing).
    await api.run(
      api.buildConsentConfig(api.CONSENT_COPY, {
        policyUrl: PRIVACY_COOKIES_URL,
        root: bannerRoot(),
        onChoice: choice => apply(choice, "visitor"),
      }),
    )
    // For the browser tests (and anyone debugging): the banner's code has run, shown or not.
    document.documentElement.dataset.consent = "ready"
    return api
  })
  return banner
}

/** The footer's "Preferências de cookies": the categories, with the current choice. */
async function showPreferences(): Promise<void> {
  const api = await startBanner()
  api.showPreferences()
}
