import { graphql } from "gatsby"
import { planLinkAttributes } from "./plan-links"
import { ButtonLink, type ButtonVariant } from "../../../ui/Button"

/** What a plan button needs: the plan's id (for the lead modal), its checkout (from content/site.json) and label. */
/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment PlanChoice on Plan {
    id
    checkoutUrl
    ctaLabel
  }
`

/**
 * The button of a plan card: a link to the plan's checkout, so a visitor whose
 * scripts are blocked can still buy. With JavaScript, LeadModalHost's document
 * listener (plan-links.ts) opens the lead modal 'Quase lá!' for the plan
 * instead; the link needs no handler of its own, so it works before its
 * section has hydrated.
 */
export function PlanButton({
  plan,
  variant = "primary",
}: {
  plan: Queries.PlanChoiceFragment
  variant?: ButtonVariant
}) {
  return (
    <ButtonLink
      href={plan.checkoutUrl}
      rel="noopener noreferrer"
      variant={variant}
      aria-haspopup="dialog"
      {...planLinkAttributes(plan.id)}
    >
      {plan.ctaLabel}
    </ButtonLink>
  )
}
