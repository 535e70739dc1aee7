/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react"
import { offerDocument } from "./offer-document"
import { OfferOnPage } from "./OfferOnPage"
import { HOME_PROMO, promo, promoEnd } from "./offer-page.test-helpers"

/** Every rule Emotion inserted (with insertRule, so read from the sheets). */
const insertedRules = () =>
  [...document.head.querySelectorAll("style[data-emotion]")]
    .flatMap(style => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
    .map(rule => rule.cssText)

/** The head the server writes for `/` (offer-document.tsx), in the page's head. */
function serverHead() {
  const offers = offerDocument("/", promoEnd - 1000, HOME_PROMO)
  render(<>{offers?.headComponents}</>, { container: document.head })
}

describe("OfferOnPage's CSS", () => {
  beforeEach(() => {
    document.head.replaceChildren()
  })

  it("is not inserted again on a page whose HTML brought it", () => {
    serverHead()
    render(<OfferOnPage offer="promo" window={promo} />)
    expect(insertedRules()).toEqual([])
  })

  it("is inserted into a head without it (gatsby develop renders no HTML)", () => {
    render(<OfferOnPage offer="promo" window={promo} />)
    expect(insertedRules().join("\n")).toMatch(/html\[data-promo="ended"\] \[data-promo-only="open"\]/)
  })
})
