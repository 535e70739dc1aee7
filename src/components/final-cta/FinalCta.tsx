import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import type { HomeCopy } from "../home-types"

export function FinalCta({ copy }: { copy: HomeCopy }) {
  return (
    <Section id="final-cta" copy={copy}>
      {copy.ctaLabel && <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>}
      {copy.secondaryCtaLabel && (
        <ButtonLink href="#demos" variant="secondary">
          {copy.secondaryCtaLabel}
        </ButtonLink>
      )}
    </Section>
  )
}
