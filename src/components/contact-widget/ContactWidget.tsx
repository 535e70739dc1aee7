import { useSiteSettings } from "../../hooks/useSiteSettings"
import { whatsappLink } from "../../lib/whatsapp"
import type { UiStrings } from "../home-types"

export function ContactWidget({ ui }: { ui: UiStrings["widget"] }) {
  const { whatsapp, salesContactUrl } = useSiteSettings()
  return (
    <aside aria-label={ui.title}>
      <a href={salesContactUrl} target="_blank" rel="noopener noreferrer">
        {ui.salesLabel}
      </a>
      <a href={whatsappLink(whatsapp.number, whatsapp.message)} target="_blank" rel="noopener noreferrer">
        {ui.whatsappLabel}
      </a>
    </aside>
  )
}
