import { planLinkAttributes } from "../checkout/checkout-links"
import type { Plan } from "../plans"
import { ButtonLink, type ButtonVariant } from "../../../ui/Button"

/** A plan card's link to its checkout, for a visitor whose scripts are blocked; else checkout-links.ts opens the lead modal. */
export function PlanButton({ plan, variant = "primary" }: { plan: Plan; variant?: ButtonVariant }) {
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
