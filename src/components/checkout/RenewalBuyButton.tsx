import { graphql, useStaticQuery } from "gatsby"
import type { MouseEvent } from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ButtonLink } from "../ui/Button"
import { goToRenewalCheckout, renewalCheckoutUrl, type RenewalCheckout } from "./checkout-flow"

interface RenewalBuyButtonProps {
  label: string
  /**
   * Optional overrides; by default the offer comes from content/data/renewalOffer.json
   * (planName, offerPrice, origem) and the link from content/site.json renewalCheckout.
   */
  planName?: string
  price?: string
  origem?: string
}

/**
 * A buy button of /semana-cliente. Its href is already the renewal checkout
 * with plano, preco and origem, so it works without JavaScript; with
 * JavaScript the click adds the campaign parameters and records begin_checkout.
 */
export function RenewalBuyButton({ label, planName, price, origem }: RenewalBuyButtonProps) {
  const { renewalCheckout, variant } = useSiteSettings()
  const data = useStaticQuery<Queries.RenewalBuyButtonQuery>(graphql`
    query RenewalBuyButton {
      offer: renewalOfferJson {
        planName
        offerPrice
        origem
      }
    }
  `)
  const offer: RenewalCheckout = {
    checkoutUrl: renewalCheckout,
    planName: planName ?? data.offer?.planName ?? "",
    price: price ?? data.offer?.offerPrice ?? "",
    origem: origem ?? data.offer?.origem ?? "",
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
    goToRenewalCheckout(offer, variant)
  }
  return (
    <ButtonLink href={renewalCheckoutUrl(offer, false)} rel="noopener noreferrer" data-renewal-buy="" onClick={onClick}>
      {label}
    </ButtonLink>
  )
}
