import { planLinkAttributes } from "../checkout/checkout-links"
import type { Plan } from "../plans"
import { ButtonLink, type ButtonVariant } from "../../../ui/Button"

/**
 * The button of a plan card: a link to the plan's checkout, so a visitor whose
 * scripts are blocked can still buy. With JavaScript, the page's checkout-link
 * handler (checkout-links.ts) opens the lead modal 'Quase lá!' for the plan
 * instead; the link needs no handler of its own, so it works before its
 * section has hydrated.
 */
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
