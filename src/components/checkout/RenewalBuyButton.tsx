import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ButtonLink } from "../ui/Button"

/** A buy button of /semana-cliente: a real link to the renewal card checkout. */
export function RenewalBuyButton({ label }: { label: string }) {
  const { renewalCheckout } = useSiteSettings()
  return (
    <ButtonLink href={renewalCheckout} rel="noopener noreferrer" data-renewal-buy="">
      {label}
    </ButtonLink>
  )
}
