import { Global } from "@emotion/react"
import { useEffect, useState } from "react"
import type { OfferWindow } from "../../content-model/offers"
import { OFFER_STYLES_ATTRIBUTE, offerOnlyStyles, startOffer, stopOffer, type OfferName } from "./offer-page"

const STYLES = Object.fromEntries((["week", "promo"] as const).map(offer => [offer, offerOnlyStyles(offer)])) as Record<
  OfferName,
  string
>

/**
 * Whether the page's head has the offer's CSS. On the server it will: offer-document.tsx writes it into
 * the head of the page the offer is placed on, so the page's Emotion CSS must not carry a second copy.
 * In the browser it is there when the page's HTML brought it; under gatsby develop it did not.
 */
const inServerHead = (offer: OfferName) =>
  typeof document === "undefined" || document.querySelector(`style[${OFFER_STYLES_ATTRIBUTE}="${offer}"]`) !== null

/**
 * An offer on its page, once per page: the CSS that shows each state's
 * content, and the clock that flips the state at the deadline (the inline
 * head script set it for the first paint, see offer-document.tsx), from the
 * page's first hydration on. The CSS comes with the page's HTML; the browser
 * inserts it only into a head without it (gatsby develop renders no HTML, and
 * a client-side navigation keeps the previous page's head). Either way no
 * element is rendered, so the server's tree and the browser's agree.
 */
export function OfferOnPage({ offer, window }: { offer: OfferName; window: OfferWindow }) {
  const [stylesInHead] = useState(() => inServerHead(offer))
  useEffect(() => {
    startOffer(globalThis.window, offer, window)
    return () => stopOffer(offer)
  }, [offer, window])
  return stylesInHead ? null : <Global styles={STYLES[offer]} />
}
