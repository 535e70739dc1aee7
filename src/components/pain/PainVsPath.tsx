import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import type { Comparison, HomeCopy } from "../home-types"

export function PainVsPath({ copy, comparison }: { copy: HomeCopy; comparison: Comparison }) {
  return (
    <Section id="pain" copy={copy}>
      <div>
        <h3>{comparison.painTitle}</h3>
        <ul>
          {comparison.pains.map(pain => (
            <li key={pain}>{pain}</li>
          ))}
        </ul>
        <h3>{comparison.newPathTitle}</h3>
        <ul>
          {comparison.newPath.map(step => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      {copy.ctaLabel && <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>}
      <ul aria-label="Garantias">
        {comparison.trustPoints.map(point => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Section>
  )
}
