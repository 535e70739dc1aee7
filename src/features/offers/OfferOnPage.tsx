import { Global } from "@emotion/react"
import { useEffect, useState } from "react"
import type { OfferName, OfferWindow } from "../../content-model/offers"
import { OFFER_STYLES_ATTRIBUTE, offerOnlyStyles, startOffer, stopOffer } from "./offer-page"

/** Whether the head has the offer's CSS: the server writes it there (offer-document.tsx); gatsby develop does not. */
const inHead = (offer: OfferName) =>
  typeof document === "undefined" || document.querySelector(`style[${OFFER_STYLES_ATTRIBUTE}="${offer}"]`) !== null

/**
 * An offer on its page from the first hydration on: the clock that flips its state, and its states' CSS when the head
 * lacks it (gatsby develop; a client-side navigation). No element either way, so the server's tree and ours agree.
 */
export function OfferOnPage({ offer, window }: { offer: OfferName; window: OfferWindow }) {
  const [stylesInHead] = useState(() => inHead(offer))
  useEffect(() => {
    startOffer(globalThis.window, offer, window)
    return () => stopOffer(offer)
  }, [offer, window])
  return stylesInHead ? null : <Global styles={offerOnlyStyles(offer)} />
}
