import { TRACKING_STORAGE_KEY, type TrackingRecord } from "./campaign"

type Start = typeof import("./campaign-start")
type Runtime = typeof import("./campaign-runtime")

/** A fresh page load: new copies of the capture's modules, which keep this load's state. */
function freshLoad(): { start: Start; runtime: () => Runtime } {
  jest.resetModules()
  return {
    start: jest.requireActual<Start>("./campaign-start"),
    runtime: () => jest.requireActual<Runtime>("./campaign-runtime"),
  }
}

/** The document as it is while the page still loads, until `loaded()` fires its load event. */
function stillLoading(): { loaded: () => Promise<void> } {
  const readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  return {
    loaded: async () => {
      readyState.mockReturnValue("complete")
      window.dispatchEvent(new Event("load"))
      // The capture runs in a task after the load, and its code comes by dynamic import: let both pass.
      await new Promise(resolve => setTimeout(resolve, 0))
      await new Promise(resolve => setTimeout(resolve, 0))
    },
  }
}

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, "", "/?utm_source=meta&utm_campaign=black-friday")
})

afterEach(() => jest.restoreAllMocks())

const stored = () => JSON.parse(window.localStorage.getItem(TRACKING_STORAGE_KEY) ?? "{}") as Partial<TrackingRecord>
const BLACK_FRIDAY = { utm_source: "meta", utm_campaign: "black-friday" }

it("captures the landing's campaign after the page's load, even when the address changed meanwhile", async () => {
  const { start } = freshLoad()
  const page = stillLoading()
  const read = jest.spyOn(Storage.prototype, "getItem")
  start.startCampaignCapture()
  expect(read).not.toHaveBeenCalledWith(TRACKING_STORAGE_KEY)
  expect(stored()).toEqual({})
  window.history.replaceState(null, "", "/#pricing")
  await page.loaded()
  expect(stored().params).toEqual(BLACK_FRIDAY)
  expect(stored().landing_page).toContain("utm_source=meta")
})

it("a buy button pressed before the load still carries this landing's campaign", () => {
  const { start, runtime } = freshLoad()
  stillLoading()
  start.startCampaignCapture()
  window.history.replaceState(null, "", "/")
  expect(runtime().currentTracking()?.params).toEqual(BLACK_FRIDAY)
  expect(stored().params).toEqual(BLACK_FRIDAY)
})

it("a client-side navigation with a new campaign is the last touch; the first stays", async () => {
  const { start, runtime } = freshLoad()
  const page = stillLoading()
  start.startCampaignCapture()
  await page.loaded()
  window.history.pushState(null, "", "/semana-cliente?utm_source=email&utm_campaign=renovacao")
  start.captureRouteChange()
  await new Promise(resolve => setTimeout(resolve, 0))
  expect(runtime().currentTracking()?.params).toEqual({ utm_source: "email", utm_campaign: "renovacao" })
  expect(runtime().firstTouch()?.params).toEqual(BLACK_FRIDAY)
})
