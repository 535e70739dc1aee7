import { Section } from "../ui/layout"
import type { HomeCopy, Offer } from "../home-types"

export function Course({ copy, offer }: { copy: HomeCopy; offer: Offer }) {
  return (
    <Section id="course" copy={copy}>
      <dl>
        <dt>Horas de conteúdo</dt>
        <dd>{offer.courseHours}</dd>
        <dt>Valor</dt>
        <dd>{offer.courseValue}</dd>
      </dl>
      {copy.bullets && (
        <ul>
          {copy.bullets.map(bullet => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </Section>
  )
}
