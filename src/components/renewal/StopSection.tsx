import styled from "@emotion/styled"
import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import { Actions } from "../ui/primitives"
import { InfoCards } from "./InfoCards"
import type { RenewalCard, RenewalCopy } from "./types"

/** What happens if the customer stops: the three risks and a second way to pricing. */
export function StopSection({ copy, risks }: { copy: RenewalCopy; risks: readonly RenewalCard[] }) {
  return (
    <Shaded id="stop" copy={copy}>
      <InfoCards cards={risks} tone="danger" />
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
    </Shaded>
  )
}

const Shaded = styled(Section)`
  background: linear-gradient(180deg, transparent, rgba(248, 113, 113, 0.05) 50%, transparent);
`
