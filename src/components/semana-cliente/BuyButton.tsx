import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { checkoutLinkAttributes } from "../../lib/checkout-link-attributes"
import { renewalCheckoutHref, type RenewalCheckout } from "../../lib/renewal-checkout"
import { ButtonLink } from "../ui/Button"

/** What a buy button sends to the renewal checkout (the sections that show one select it). */
export const fragment = graphql`
  fragment RenewalOfferCheckout on RenewalOfferJson {
    planName
    offerPrice
    origem
  }
`

interface BuyButtonProps {
  label: string
  offer: Queries.RenewalOfferCheckoutFragment
}

/**
 * A buy button of /semana-cliente: a link to the renewal checkout (content/site.json)
 * with plano, preco, origem and variante, so it works without JavaScript; with
 * JavaScript the page's checkout-link listener (src/lib/checkout-links.ts) adds
 * the campaign and records begin_checkout, even before this section hydrates.
 */
export function BuyButton({ label, offer }: BuyButtonProps) {
  const { renewalCheckout, variant } = useSiteSettings()
  const checkout: RenewalCheckout = {
    checkoutUrl: renewalCheckout,
    planName: offer.planName,
    price: offer.offerPrice,
    origem: offer.origem,
  }
  const item = { id: offer.planName.toLowerCase(), name: offer.planName, price: offer.offerPrice }
  return (
    <ButtonLink
      href={renewalCheckoutHref(checkout, variant)}
      rel="noopener noreferrer"
      data-renewal-buy=""
      {...checkoutLinkAttributes({ item, variant })}
    >
      {label}
    </ButtonLink>
  )
}
