import { Section } from "../ui/layout"
import { InfoCards } from "./InfoCards"
import type { RenewalCard, RenewalCopy } from "./types"

export function AudienceSection({ copy, audiences }: { copy: RenewalCopy; audiences: readonly RenewalCard[] }) {
  return (
    <Section id="audience" copy={copy}>
      <InfoCards cards={audiences} />
    </Section>
  )
}
