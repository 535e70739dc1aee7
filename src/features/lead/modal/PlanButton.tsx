import type { Plan } from "../plans"
import { ButtonLink, type ButtonVariant } from "../../../ui/Button"

/** A plan's checkout link for a visitor without scripts; else checkout-links.ts opens the lead modal for its id. */
export function PlanButton({ plan, variant = "primary" }: { plan: Plan; variant?: ButtonVariant }) {
  return (
    <ButtonLink
      href={plan.checkoutUrl}
      rel="noopener noreferrer"
      variant={variant}
      aria-haspopup="dialog"
      data-plan={plan.id}
    >
      {plan.ctaLabel}
    </ButtonLink>
  )
}
