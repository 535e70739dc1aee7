import { graphql } from "gatsby"
import type { MouseEvent } from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { goToRenewalCheckout, renewalCheckoutUrl, type RenewalCheckout } from "../../lib/checkout-flow"
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
 * with plano, preco and origem, so it works without JavaScript; with
 * JavaScript the click adds the campaign parameters and records begin_checkout.
 */
export function BuyButton({ label, offer }: BuyButtonProps) {
  const { renewalCheckout, variant } = useSiteSettings()
  const checkout: RenewalCheckout = {
    checkoutUrl: renewalCheckout,
    planName: offer.planName,
    price: offer.offerPrice,
    origem: offer.origem,
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    goToRenewalCheckout(checkout, variant)
  }
  return (
    <ButtonLink
      href={renewalCheckoutUrl(checkout, false)}
      rel="noopener noreferrer"
      data-renewal-buy=""
      onClick={onClick}
    >
      {label}
    </ButtonLink>
  )
}
