/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import uiJson from "../../../content/data/ui.json"
import { parseDateTime } from "../../lib/date-time"
import { OFFER_STATE_SCRIPT, offerOnlyStyles } from "./offer-page"
import { offerDocument, OFFER_PLACEMENTS, type OfferPlacement } from "./offer-document"

const week = { endsAt: "2026-12-06T23:59:59-03:00" }
const end = parseDateTime(week.endsAt)
const promo = { endsAt: "2026-11-30T23:59:59-03:00" }
const promoEnd = parseDateTime(promo.endsAt)
const placements: OfferPlacement[] = [
  { offer: "week", path: "/semana-cliente", dates: week },
  { offer: "promo", path: "/", dates: promo },
]

describe("offerDocument", () => {
  it("marks the renewal page with its week and its state at build time", () => {
    for (const pathname of ["/semana-cliente/", "/semana-cliente"]) {
      const attributes = offerDocument(pathname, end - 1000, placements)?.htmlAttributes
      expect(attributes).toMatchObject({ "data-week": "open", "data-week-ends": String(end) })
      expect(Object.keys(attributes ?? {}).some(name => name.startsWith("data-promo"))).toBe(false)
    }
  })

  it("builds a page already over once the deadline has passed", () => {
    expect(offerDocument("/semana-cliente/", end, placements)?.htmlAttributes["data-week"]).toBe("ended")
    expect(offerDocument("/", promoEnd, placements)?.htmlAttributes["data-promo"]).toBe("ended")
  })

  it("marks the home page with the promo, on its last day too", () => {
    const attributes = offerDocument("/", promoEnd - 1000, placements)?.htmlAttributes
    expect(attributes).toMatchObject({ "data-promo": "open", "data-promo-day": "last" })
  })

  it("puts the state script in the head, as a plain inline script the CSP hashes", () => {
    const head = offerDocument("/semana-cliente/", end, placements)?.headComponents ?? []
    const html = renderToStaticMarkup(<>{head}</>)
    expect([...html.matchAll(/<script>(.*?)<\/script>/gs)].map(match => match[1])).toEqual([OFFER_STATE_SCRIPT])
  })

  it("puts the CSS of each state in the head, so the static HTML shows only the current state's content", () => {
    const head = offerDocument("/semana-cliente/", end, placements)?.headComponents ?? []
    const html = renderToStaticMarkup(<>{head}</>)
    expect(html).toContain(`<style data-offer-styles="week">${offerOnlyStyles("week")}</style>`)
    expect(html).not.toContain('data-offer-styles="promo"')
  })

  it("leaves the other pages alone, and the home page when the promo has no dates", () => {
    expect(offerDocument("/obrigado/", end, placements)).toBeNull()
    expect(offerDocument("/", end, [{ offer: "promo", path: "/", dates: null }])).toBeNull()
  })

  it("reads the committed content's dates", () => {
    expect(offerDocument("/semana-cliente/", 0)?.htmlAttributes["data-week-ends"]).toBeDefined()
    const home = OFFER_PLACEMENTS.find(placement => placement.offer === "promo")
    expect(home?.dates?.endsAt).toBe(uiJson.banner.endsAt)
  })
})
