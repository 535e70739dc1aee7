import { ButtonLink, type ButtonVariant } from "../ui/Button"

export interface PlanChoice {
  id: string
  name: string
  price: string
  checkoutUrl: string
  ctaLabel: string
}

/**
 * The button of a plan card. Without JavaScript it is a plain link to the
 * plan's checkout, so a visitor whose scripts are blocked can still buy.
 */
export function PlanButton({ plan, variant = "primary" }: { plan: PlanChoice; variant?: ButtonVariant }) {
  return (
    <ButtonLink href={plan.checkoutUrl} rel="noopener noreferrer" variant={variant} data-plan={plan.id}>
      {plan.ctaLabel}
    </ButtonLink>
  )
}
