import { graphql } from "gatsby"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { checkoutLinkAttributes } from "../../features/lead/checkout/checkout-links"
import { renewalCheckoutHref } from "../../features/customer-week/customer-week-checkout"
import { ButtonLink } from "../../ui/Button"

/** What a buy button sends to the renewal checkout (the sections that show one select it). */
/** @public */ export const fragment = graphql`
  fragment RenewalOfferCheckout on RenewalOfferJson {
    planName
    offerPrice
    fullPrice
    origem
  }
`

interface BuyButtonProps {
  /** The label during the customer week, and outside it (when different). */
  label: string
  outsideWeekLabel?: string | null
  offer: Queries.RenewalOfferCheckoutFragment
}

/**
 * A buy button of /semana-cliente: a link to the renewal checkout
 * (content/site.json) with plano, preco, origem and variante, so it works
 * without JavaScript. There are two, and CSS shows one: during the customer
 * week the offer's checkout at the offer price, outside it the full-price
 * checkout (renewalCheckoutFull) at the full price. With JavaScript the page's
 * checkout-link handler (src/features/lead/checkout/checkout-links.ts) adds the campaign and
 * records begin_checkout, even before this section hydrates.
 */
export function BuyButton({ label, outsideWeekLabel, offer }: BuyButtonProps) {
  const { renewalCheckout, renewalCheckoutFull, variant } = useSiteSettings()
  const id = offer.planName.toLowerCase()
  const link = (when: "open" | "closed", checkoutUrl: string, price: number, text: string) => (
    <ButtonLink
      href={renewalCheckoutHref({ checkoutUrl, planName: offer.planName, price, origem: offer.origem }, variant)}
      rel="noopener noreferrer"
      data-renewal-buy=""
      data-week-only={when}
      {...checkoutLinkAttributes({ id, name: offer.planName, price })}
    >
      {text}
    </ButtonLink>
  )
  return (
    <>
      {link("open", renewalCheckout, offer.offerPrice, label)}
      {link("closed", renewalCheckoutFull, offer.fullPrice, outsideWeekLabel ?? label)}
    </>
  )
}
