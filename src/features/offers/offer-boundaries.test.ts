import { parseDateTime } from "../../lib/date-time"
import { nextBoundary, offerBoundaries } from "./offer-boundaries"
import type { OfferPlacement } from "./offer-placements"

// Dates of this test's own, in São Paulo (-03:00).
const week: OfferPlacement = {
  offer: "week",
  path: "/semana-cliente",
  dates: { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" },
}
const promo: OfferPlacement = { offer: "promo", path: "/", dates: { endsAt: "2026-11-30T23:59:59-03:00" } }
const at = (text: string) => parseDateTime(text)

describe("offerBoundaries", () => {
  it("lists each offer's start, last day and end, in time order", () => {
    expect(offerBoundaries([week, promo])).toEqual([
      { offer: "week", path: "/semana-cliente", kind: "start", at: at("2026-11-30T00:00:00-03:00") },
      // The promo has no start: it is on until its end; its last day begins at 00:00 in São Paulo.
      { offer: "promo", path: "/", kind: "last-day", at: at("2026-11-30T00:00:00-03:00") },
      { offer: "promo", path: "/", kind: "end", at: at("2026-11-30T23:59:59-03:00") },
      { offer: "week", path: "/semana-cliente", kind: "last-day", at: at("2026-12-06T00:00:00-03:00") },
      { offer: "week", path: "/semana-cliente", kind: "end", at: at("2026-12-06T23:59:59-03:00") },
    ])
  })

  it("leaves out an offer without dates, and a last day that begins before the offer does", () => {
    const short: OfferPlacement = {
      offer: "week",
      path: "/semana-cliente",
      dates: { startsAt: "2026-12-06T12:00:00-03:00", endsAt: "2026-12-06T23:00:00-03:00" },
    }
    expect(offerBoundaries([{ ...promo, dates: null }, short]).map(boundary => boundary.kind)).toEqual(["start", "end"])
  })
})

describe("nextBoundary", () => {
  const boundaries = offerBoundaries([week])

  it("is the first one after now; at its very instant, the one after", () => {
    expect(nextBoundary(boundaries, at("2026-11-01T10:00:00-03:00"))?.kind).toBe("start")
    expect(nextBoundary(boundaries, at("2026-11-30T00:00:00-03:00"))?.kind).toBe("last-day")
    expect(nextBoundary(boundaries, at("2026-12-06T12:00:00-03:00"))?.kind).toBe("end")
  })

  it("is none once every offer is over", () => {
    expect(nextBoundary(boundaries, at("2026-12-07T00:00:00-03:00"))).toBeNull()
  })
})
