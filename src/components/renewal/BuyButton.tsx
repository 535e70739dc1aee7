import { RenewalBuyButton } from "../checkout/RenewalBuyButton"
import type { RenewalOffer } from "./types"

/**
 * Both buy buttons of the page, so they always send the same offer to the
 * checkout builder (plan name, offer price and origin from renewalOffer.json).
 */
export function BuyButton({ label }: { label: string; offer: RenewalOffer }) {
  return <RenewalBuyButton label={label} />
}
