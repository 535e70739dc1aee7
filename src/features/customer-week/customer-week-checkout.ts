/**
 * The address of a /semana-cliente buy button as the static HTML holds it:
 * the renewal checkout with plano, preco, origem and the build's variant.
 * A visitor without JavaScript goes there as is; with JavaScript, the
 * page's checkout-link handler adds the campaign on click (lead/checkout/checkout-links.ts).
 */
import { checkoutUrlOr } from "../lead/checkout/checkout"
import { formatPrice } from "../../lib/price"

export interface RenewalCheckout {
  checkoutUrl: string
  planName: string
  price: number
  origem: string
}

export function renewalCheckoutHref(offer: RenewalCheckout, variant: string): string {
  return checkoutUrlOr(offer.checkoutUrl, {
    plano: offer.planName,
    preco: formatPrice(offer.price),
    origem: offer.origem,
    variante: variant,
  })
}
