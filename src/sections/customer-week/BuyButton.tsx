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
 * Two links to the renewal checkout, so it works without JavaScript; CSS shows one: the offer's during the week, the
 * full price's (renewalCheckoutFull) outside it. src/features/lead/checkout/checkout-links.ts adds the campaign.
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
