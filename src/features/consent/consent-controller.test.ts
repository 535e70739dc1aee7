/**
 * The footer's "Preferências de cookies" button answers a visitor who clicks
 * before the page has hydrated: React stops a click's propagation in the parts
 * it has not hydrated yet, so the controller must hear it first.
 */
import { startConsent } from "./consent-controller"
import { COOKIE_PREFERENCES_ATTRIBUTE } from "./cookie-preferences"

const mockShowPreferences = jest.fn<undefined, []>()
jest.mock("vanilla-cookieconsent", () => ({
  run: jest.fn(() => Promise.resolve()),
  showPreferences: () => mockShowPreferences(),
}))

;(globalThis as unknown as { CONSENT_STYLESHEET_URL: string }).CONSENT_STYLESHEET_URL = "/consent.css"

/** jsdom loads no stylesheet: the test says the banner's one has arrived as soon as it is asked for. */
new MutationObserver(records => {
  for (const record of records)
    record.addedNodes.forEach(node => {
      if (node instanceof HTMLLinkElement) node.dispatchEvent(new Event("load"))
    })
}).observe(document.head, { childList: true })

it("opens the preferences from a button inside a part of the page React has not hydrated yet", async () => {
  // What React 18 does at its root while a part is still to be hydrated: the click goes no further.
  const unhydrated = document.createElement("div")
  unhydrated.addEventListener("click", event => event.stopPropagation(), { capture: true })
  const button = document.createElement("button")
  button.setAttribute(COOKIE_PREFERENCES_ATTRIBUTE, "")
  unhydrated.append(button)
  document.body.append(unhydrated)

  startConsent({ ids: { ga4Id: "G-TEST", metaPixelId: "1" }, build: { variant: "a", environment: "test" } })
  button.click()

  await new Promise<void>(resolve => {
    const check = () => (mockShowPreferences.mock.calls.length > 0 ? resolve() : setTimeout(check, 10))
    check()
  })
  expect(mockShowPreferences).toHaveBeenCalledTimes(1)
})
