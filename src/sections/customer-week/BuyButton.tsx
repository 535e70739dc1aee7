import { graphql } from "gatsby"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { checkoutLinkAttributes } from "../../features/customer-week/offer-links"
import { renewalCheckoutHref } from "../../features/customer-week/customer-week-checkout"
import { formatPrice } from "../../lib/price"
import { ButtonLink } from "../../ui/Button"

/** @public */ export const fragment = graphql`
  fragment RenewalOfferCheckout on RenewalOfferJson {
    planName
    offerPrice
    fullPrice
    origem
  }
`

/** The button's labels during the customer week and outside it; the offer's price when there is none. */
type BuyCopy = { ctaLabel?: string | null; outsideWeekCtaLabel?: string | null }

/**
 * Two links to the renewal checkout, so it works without JavaScript; CSS shows one: the offer's during the week, the
 * full price's outside it. src/features/lead/checkout/checkout-links.ts adds the campaign.
 */
export function BuyButton({ copy, offer }: { copy: BuyCopy; offer: Queries.RenewalOfferCheckoutFragment }) {
  const { renewalCheckout, renewalCheckoutFull, variant } = useSiteSettings()
  const label = copy.ctaLabel ?? formatPrice(offer.offerPrice)
  const link = (when: "open" | "closed", checkoutUrl: string, price: number, text: string) => (
    <ButtonLink
      href={renewalCheckoutHref({ checkoutUrl, planName: offer.planName, price, origem: offer.origem }, variant)}
      rel="noopener noreferrer"
      data-renewal-buy=""
      data-week-only={when}
      {...checkoutLinkAttributes({ id: offer.planName.toLowerCase(), name: offer.planName, price })}
    >
      {text}
    </ButtonLink>
  )
  return (
    <>
      {link("open", renewalCheckout, offer.offerPrice, label)}
      {link("closed", renewalCheckoutFull, offer.fullPrice, copy.outsideWeekCtaLabel ?? label)}
    </>
  )
}
