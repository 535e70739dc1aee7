/**
 * The plans, from one query: the pricing cards, the value stack's reveal, the
 * lead modal, the checkout links and the funnel's events all read them here
 * (content/data/plans.json; each plan's checkout link from content/site.json).
 * A price is a number; each place that shows it formats it.
 */
import { graphql, useStaticQuery } from "gatsby"

export type { CheckoutItem } from "../measurement/events"

export type Plan = NonNullable<Queries.PlansQuery["plansJson"]>["plans"][number]

export function usePlans(): readonly Plan[] {
  return (
    useStaticQuery<Queries.PlansQuery>(graphql`
      query Plans {
        plansJson {
          plans {
            id
            name
            price
            paymentTerms
            period
            description
            badge
            highlighted
            ctaLabel
            included
            excluded
            promoBonus
            checkoutUrl
          }
        }
      }
    `).plansJson?.plans ?? []
  )
}
