/**
 * When the banner's code comes, and what a visitor can do before it has: the footer's "Preferências de cookies"
 * answers before the page has hydrated, a returning visitor fetches the library only on reaching for them, and a
 * failed stylesheet holds back neither the banner nor its later styling.
 */
import consentJson from "../../../content/data/consent.json"
import { CONSENT_STORAGE_KEY } from "./consent"
import { COOKIE_PREFERENCES_ATTRIBUTE } from "./consent-state"

const mockRun = jest.fn(() => Promise.resolve())
const mockShowPreferences = jest.fn<undefined, []>()
jest.mock("vanilla-cookieconsent", () => ({ run: () => mockRun(), showPreferences: () => mockShowPreferences() }))

const STYLESHEET = "/consent.css"
Object.assign(globalThis, { CONSENT_STYLESHEET_URL: STYLESHEET })

/** jsdom loads no stylesheet: the test answers each one, failing the first `failures` of them. */
let failures = 0
new MutationObserver(records =>
  records.forEach(record =>
    record.addedNodes.forEach(node => {
      if (!(node instanceof HTMLLinkElement)) return
      const event = failures-- > 0 ? "error" : "load"
      setTimeout(() => node.dispatchEvent(new Event(event)))
    }),
  ),
).observe(document.head, { childList: true })

/** A page load: the controller as a fresh module, on a page with a "Preferências de cookies" button. */
function loadPage() {
  document.body.replaceChildren()
  document.head.replaceChildren()
  delete document.documentElement.dataset.consent
  jest.clearAllMocks()
  const button = document.body.appendChild(document.createElement("button"))
  button.setAttribute(COOKIE_PREFERENCES_ATTRIBUTE, "")
  let controller: typeof import("./consent-controller") | undefined
  jest.isolateModules(() => (controller = jest.requireActual<NonNullable<typeof controller>>("./consent-controller")))
  const setup = { ids: { ga4Id: "G-TEST", metaPixelId: "1" }, build: { variant: "a", environment: "test" } }
  return { button, start: () => controller?.startConsent({ ...setup, revision: consentJson.revision }) }
}

const until = (done: () => boolean) =>
  new Promise<void>(resolve => {
    const check = () => (done() ? resolve() : setTimeout(check, 10))
    check()
  })
const bannerReady = () => until(() => document.documentElement.dataset.consent === "ready")

beforeEach(() => {
  window.localStorage.clear()
  failures = 0
})

it("opens the preferences from a button inside a part of the page React has not hydrated yet", async () => {
  const { button, start } = loadPage()
  // What React 18 does at its root while a part is still to be hydrated: the click goes no further.
  const unhydrated = document.body.appendChild(document.createElement("div"))
  unhydrated.addEventListener("click", event => event.stopPropagation(), { capture: true })
  unhydrated.append(button)
  start()
  button.click()
  await until(() => mockShowPreferences.mock.calls.length > 0)
})

it("on a first visit runs the banner, with the site's theme, once the page is idle", async () => {
  loadPage().start()
  await bannerReady()
  expect(mockRun).toHaveBeenCalledTimes(1)
  expect(document.querySelectorAll("style#consent-theme")).toHaveLength(1)
})

it("for a returning visitor fetches the library only when 'Preferências de cookies' is reached for", async () => {
  const now = new Date().toISOString()
  const choice = { categories: ["necessary"], revision: consentJson.revision, consentId: "id-1" }
  const times = { consentTimestamp: now, lastConsentTimestamp: now, expirationTime: Date.now() + 86_400_000 }
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choice, ...times }))
  const { button, start } = loadPage()
  jest.useFakeTimers()
  start()
  jest.runAllTimers()
  jest.useRealTimers()
  expect(document.documentElement.dataset.consent).toBe("stored")
  expect(document.querySelector("link")).toBeNull()

  // jsdom has no PointerEvent; the controller reads only the event's type and target.
  button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }))
  await bannerReady()
  expect(mockShowPreferences).not.toHaveBeenCalled()
  button.click()
  await until(() => mockShowPreferences.mock.calls.length > 0)
  expect(mockRun).toHaveBeenCalledTimes(1)
})

it("shows the banner when its stylesheet fails, and asks for the stylesheet again until it comes", async () => {
  failures = 2
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  loadPage().start()
  await bannerReady()
  expect(mockRun).toHaveBeenCalledTimes(1)
  // The retries wait 0 s, then 1 s: the file comes on the third try, and is in the head once.
  await until(() => failures < 0)
  expect(document.head.querySelectorAll(`link[href="${STYLESHEET}"]`)).toHaveLength(1)
  expect(log).toHaveBeenCalledWith("consent stylesheet: could not load, trying again", STYLESHEET)
  log.mockRestore()
})
