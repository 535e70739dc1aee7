/**
 * When the banner's code comes, and what a visitor can do before it has:
 * the footer's "Preferências de cookies" answers a click before the page has
 * hydrated (React stops a click's propagation in the parts it has not
 * hydrated yet, so the controller must hear it first), a returning visitor
 * fetches the library only on reaching for those preferences, and a failed
 * stylesheet holds back neither the banner nor its later styling.
 */
import consentJson from "../../../content/data/consent.json"
import { CONSENT_STORAGE_KEY } from "./consent"
import { COOKIE_PREFERENCES_ATTRIBUTE } from "./cookie-preferences"

const mockRun = jest.fn(() => Promise.resolve())
const mockShowPreferences = jest.fn<undefined, []>()
jest.mock("vanilla-cookieconsent", () => ({
  run: () => mockRun(),
  showPreferences: () => mockShowPreferences(),
}))

const STYLESHEET = "/consent.css"
;(globalThis as unknown as { CONSENT_STYLESHEET_URL: string }).CONSENT_STYLESHEET_URL = STYLESHEET

/** jsdom loads no stylesheet: the test answers each one, failing the first `failures` of them. */
let failures = 0
new MutationObserver(records => {
  for (const record of records)
    record.addedNodes.forEach(node => {
      if (!(node instanceof HTMLLinkElement)) return
      const failed = failures > 0
      failures -= 1
      setTimeout(() => node.dispatchEvent(new Event(failed ? "error" : "load")))
    })
}).observe(document.head, { childList: true })

const SETUP = {
  ids: { ga4Id: "G-TEST", metaPixelId: "1" },
  build: { variant: "a", environment: "test" },
  revision: consentJson.revision,
}

/** A page load: the controller as a fresh module, on a page with a "Preferências de cookies" button. */
function loadPage(): { button: HTMLButtonElement; start: () => void } {
  document.body.replaceChildren()
  document.head.replaceChildren()
  delete document.documentElement.dataset.consent
  mockRun.mockClear()
  mockShowPreferences.mockClear()
  const button = document.createElement("button")
  button.setAttribute(COOKIE_PREFERENCES_ATTRIBUTE, "")
  document.body.append(button)
  let controller: typeof import("./consent-controller") | undefined
  jest.isolateModules(() => {
    controller = jest.requireActual<typeof import("./consent-controller")>("./consent-controller")
  })
  return { button, start: () => controller?.startConsent(SETUP) }
}

const until = (done: () => boolean) =>
  new Promise<void>(resolve => {
    const check = () => (done() ? resolve() : setTimeout(check, 10))
    check()
  })

beforeEach(() => {
  window.localStorage.clear()
  failures = 0
})

it("opens the preferences from a button inside a part of the page React has not hydrated yet", async () => {
  const { button, start } = loadPage()
  // What React 18 does at its root while a part is still to be hydrated: the click goes no further.
  const unhydrated = document.createElement("div")
  unhydrated.addEventListener("click", event => event.stopPropagation(), { capture: true })
  unhydrated.append(button)
  document.body.append(unhydrated)

  start()
  button.click()

  await until(() => mockShowPreferences.mock.calls.length > 0)
  expect(mockShowPreferences).toHaveBeenCalledTimes(1)
})

it("on a first visit runs the banner once the page is idle, without being asked", async () => {
  const { start } = loadPage()
  start()
  await until(() => document.documentElement.dataset.consent === "ready")
  expect(mockRun).toHaveBeenCalledTimes(1)
  // The site's theme for it came with it, once.
  expect(document.head.querySelectorAll("style#consent-theme")).toHaveLength(1)
  expect(document.getElementById("consent-theme")?.textContent).toContain("html #cc-main")
})

it("for a returning visitor fetches the library only when 'Preferências de cookies' is reached for", async () => {
  const now = new Date().toISOString()
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      categories: ["necessary"],
      revision: consentJson.revision,
      consentId: "00000000-0000-4000-8000-000000000001",
      consentTimestamp: now,
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    }),
  )
  const { button, start } = loadPage()
  start()
  expect(document.documentElement.dataset.consent).toBe("stored")
  // Longer than the first visit's idle wait (200 ms where jsdom has no requestIdleCallback).
  await new Promise(resolve => setTimeout(resolve, 600))
  expect(mockRun).not.toHaveBeenCalled()
  expect(document.querySelector(`link[href="${STYLESHEET}"]`)).toBeNull()
  expect(document.getElementById("consent-theme")).toBeNull()

  // jsdom has no PointerEvent; the controller reads only the event's type and target.
  button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }))
  await until(() => document.documentElement.dataset.consent === "ready")
  expect(mockRun).toHaveBeenCalledTimes(1)
  expect(mockShowPreferences).not.toHaveBeenCalled()

  button.click()
  await until(() => mockShowPreferences.mock.calls.length > 0)
  expect(mockRun).toHaveBeenCalledTimes(1)
})

it("shows the banner when its stylesheet fails, and asks for the stylesheet again until it comes", async () => {
  failures = 2
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  const { start } = loadPage()
  start()
  await until(() => document.documentElement.dataset.consent === "ready")
  expect(mockRun).toHaveBeenCalledTimes(1)
  // The retries wait 0 s, then 1 s: the file comes on the third try, and is in the head once.
  await until(() => failures < 0)
  await new Promise(resolve => setTimeout(resolve, 50))
  expect(document.head.querySelectorAll(`link[href="${STYLESHEET}"]`)).toHaveLength(1)
  expect(log).toHaveBeenCalledWith("consent stylesheet: could not load, trying again", expect.any(Error))
  log.mockRestore()
})
