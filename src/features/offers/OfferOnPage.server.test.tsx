/**
 * @jest-environment node
 */
import { CacheProvider } from "@emotion/react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { createPageStyleCache, pageStyleTags } from "../../lib/emotion-ssr"
import { offerDocument } from "./offer-document"
import { offerOnlyStyles } from "./offer-page"
import { OfferOnPage } from "./OfferOnPage"
import { HOME_PROMO, promo, promoEnd } from "./offer-page.test-helpers"

/** The head the server writes for `/`: the offer's own tags, then the page's Emotion CSS. */
function serverHeadOfHome() {
  const body = renderToString(
    <CacheProvider value={createPageStyleCache("/")}>
      <OfferOnPage offer="promo" window={promo} />
      <p>Até 30/11</p>
    </CacheProvider>,
  )
  const offers = offerDocument("/", promoEnd - 1000, HOME_PROMO)
  return renderToStaticMarkup(
    <>
      {offers?.headComponents}
      {pageStyleTags("/", body)}
    </>,
  )
}

describe("OfferOnPage on the server", () => {
  it("leaves the offer's CSS to the tag offer-document.tsx writes, so the page carries it once", () => {
    const head = serverHeadOfHome()
    // One selector of the offer's rules, as the head tag writes it and as Emotion would have minified it.
    const selector = 'html[data-promo="ended"] [data-promo-only="open"]'
    expect(offerOnlyStyles("promo")).toContain(selector)
    expect(head.split(selector)).toHaveLength(2)
    expect(head).toContain(`<style data-offer-styles="promo">`)
  })
})
