/** The plans' one query (content/data/plans.json): the cards, the value stack, the lead modal, links and events. */
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
