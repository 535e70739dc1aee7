import type { MouseEvent } from "react"
import { ButtonLink, type ButtonVariant } from "../ui/Button"
import { openLeadModal, preloadLeadModal } from "./lead-modal-store"

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
 * With JavaScript it opens the lead modal 'Quase lá!' for the plan.
 */
export function PlanButton({ plan, variant = "primary" }: { plan: PlanChoice; variant?: ButtonVariant }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/⌘-click and middle-click keep the browser's own behaviour.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const { id, name, price, checkoutUrl } = plan
    if (openLeadModal({ id, name, price, checkoutUrl })) event.preventDefault()
  }
  return (
    <ButtonLink
      href={plan.checkoutUrl}
      rel="noopener noreferrer"
      variant={variant}
      data-plan={plan.id}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preloadLeadModal}
      onFocus={preloadLeadModal}
      onTouchStart={preloadLeadModal}
    >
      {plan.ctaLabel}
    </ButtonLink>
  )
}
