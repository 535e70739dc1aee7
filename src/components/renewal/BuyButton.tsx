import { RenewalBuyButton } from "../checkout/RenewalBuyButton"
import type { RenewalOffer } from "./types"

/**
 * Both buy buttons of the page, so they always send the offer the page shows
 * to the checkout (plan name, offer price and origin from renewalOffer.json).
 */
export function BuyButton({ label, offer }: { label: string; offer: RenewalOffer }) {
  return <RenewalBuyButton label={label} planName={offer.planName} price={offer.offerPrice} origem={offer.origem} />
}
