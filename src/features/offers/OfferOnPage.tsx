import { Global } from "@emotion/react"
import { useEffect } from "react"
import type { OfferWindow } from "./offer-clock"
import { offerOnlyStyles, startOffer, stopOffer, type OfferName } from "./offer-page"

const STYLES = Object.fromEntries((["week", "promo"] as const).map(offer => [offer, offerOnlyStyles(offer)])) as Record<
  OfferName,
  string
>

/**
 * An offer on its page, once per page: the CSS that shows each state's
 * content, and the clock that flips the state at the deadline (the inline
 * head script set it for the first paint, see offer-document.tsx), from the
 * page's first hydration on.
 */
export function OfferOnPage({ offer, window }: { offer: OfferName; window: OfferWindow }) {
  useEffect(() => {
    startOffer(globalThis.window, offer, window)
    return () => stopOffer(offer)
  }, [offer, window])
  return <Global styles={STYLES[offer]} />
}
