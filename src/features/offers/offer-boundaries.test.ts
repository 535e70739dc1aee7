import { parseDateTime as at } from "../../lib/date-time"
import { offerBoundaries } from "./offer-boundaries"

const week = { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" }
const promo = { endsAt: "2026-11-30T23:59:59-03:00" }

it("lists each offer's start, last day (00:00 in São Paulo) and end, in time order", () => {
  const boundaries = offerBoundaries([
    { offer: "week", path: "/semana-cliente", dates: week },
    { offer: "promo", path: "/", dates: promo },
  ])
  expect(boundaries.map(({ offer, kind, at }) => [offer, kind, at])).toEqual([
    ["week", "start", at(week.startsAt)],
    ["promo", "last-day", at("2026-11-30T00:00:00-03:00")],
    ["promo", "end", at(promo.endsAt)],
    ["week", "last-day", at("2026-12-06T00:00:00-03:00")],
    ["week", "end", at(week.endsAt)],
  ])
  expect(boundaries[0]).toMatchObject({ path: "/semana-cliente" })
})

it("leaves out an offer without dates, and a last day that begins before the offer does", () => {
  const short = { startsAt: "2026-12-06T12:00:00-03:00", endsAt: "2026-12-06T23:00:00-03:00" }
  const boundaries = offerBoundaries([
    { offer: "promo", path: "/", dates: null },
    { offer: "week", path: "/semana-cliente", dates: short },
  ])
  expect(boundaries.map(boundary => boundary.kind)).toEqual(["start", "end"])
})
