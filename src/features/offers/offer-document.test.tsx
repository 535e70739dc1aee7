/**
 * @jest-environment node
 */
import { CacheProvider } from "@emotion/react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import uiJson from "../../../content/data/ui.json"
import { offerWindow } from "../../content-model/offers"
import { createPageStyleCache, pageStyleTags } from "../../lib/emotion-ssr"
import { parseDateTime } from "../../lib/date-time"
import { OFFER_STATE_SCRIPT, offerOnlyStyles } from "./offer-page"
import { offerDocument } from "./offer-document"
import { OfferOnPage } from "./OfferOnPage"

const week = { endsAt: "2026-12-06T23:59:59-03:00" }
const promo = { endsAt: "2026-11-30T23:59:59-03:00" }
const [end, promoEnd] = [week.endsAt, promo.endsAt].map(parseDateTime)
const placements = [
  { offer: "week", path: "/semana-cliente", dates: week },
  { offer: "promo", path: "/", dates: promo },
] as const
const attributesAt = (path: string, now: number) => offerDocument(path, now, placements)?.htmlAttributes
const headOf = (path: string, now: number) =>
  renderToStaticMarkup(<>{offerDocument(path, now, placements)?.headComponents}</>)

it("marks each offer's page, with or without a trailing slash, with its state at build time", () => {
  for (const path of ["/semana-cliente/", "/semana-cliente"])
    expect(attributesAt(path, end - 1000)).toEqual(
      expect.objectContaining({ "data-week": "open", "data-week-ends": String(end) }),
    )
  expect(Object.keys(attributesAt("/semana-cliente", 0) ?? {}).some(name => name.startsWith("data-promo"))).toBe(false)
  expect(attributesAt("/", promoEnd - 1000)).toMatchObject({ "data-promo": "open", "data-promo-day": "last" })
  expect(attributesAt("/semana-cliente/", end)?.["data-week"]).toBe("ended")
})

it("puts the state script and the CSS of the page's own offer in the head", () => {
  const head = headOf("/semana-cliente/", end)
  expect([...head.matchAll(/<script>(.*?)<\/script>/gs)].map(match => match[1])).toEqual([OFFER_STATE_SCRIPT])
  expect(head).toContain(`<style data-offer-styles="week">${offerOnlyStyles("week")}</style>`)
  expect(head).not.toContain('data-offer-styles="promo"')
})

it("leaves the other pages alone, the home page when the promo has no dates, and reads committed content", () => {
  expect(offerDocument("/obrigado/", end, placements)).toBeNull()
  expect(offerDocument("/", end, [{ offer: "promo", path: "/", dates: null }])).toBeNull()
  expect(offerDocument("/semana-cliente/", 0)?.htmlAttributes["data-week-ends"]).toBeDefined()
  expect(offerDocument("/", 0)?.htmlAttributes["data-promo-ends"]).toBe(String(parseDateTime(uiJson.banner.endsAt)))
})

it("the page's Emotion CSS leaves the offer's rules to the head's tag, so the page carries them once", () => {
  const body = renderToString(
    <CacheProvider value={createPageStyleCache("/")}>
      <OfferOnPage offer="promo" window={offerWindow(promo)} />
    </CacheProvider>,
  )
  const head = headOf("/", promoEnd - 1000) + renderToStaticMarkup(<>{pageStyleTags("/", body)}</>)
  expect(head.split('html[data-promo="ended"] [data-promo-only="open"]')).toHaveLength(2)
})
