import { checkoutUrlOr } from "../lead/checkout/checkout"
import { formatPrice } from "../../lib/price"

/** A /semana-cliente buy button's address in the static HTML; the checkout-link handler adds the campaign on click. */
export function renewalCheckoutHref(
  offer: { checkoutUrl: string; planName: string; price: number; origem: string },
  variant: string,
): string {
  const { checkoutUrl, planName, price, origem } = offer
  return checkoutUrlOr(checkoutUrl, { plano: planName, preco: formatPrice(price), origem, variante: variant })
}
