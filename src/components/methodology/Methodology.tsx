import { Section } from "../ui/layout"
import type { HomeCopy, MethodologyContent } from "../home-types"

export function Methodology({ copy, methodology }: { copy: HomeCopy; methodology: MethodologyContent }) {
  return (
    <Section id="methodology" copy={copy}>
      <ol aria-label="Camadas">
        {methodology.layers.map(layer => (
          <li key={layer.name}>
            <h3>{layer.name}</h3>
            <p>{layer.title}</p>
            <p>{layer.description}</p>
          </li>
        ))}
      </ol>
      <ul aria-label="Pilares">
        {methodology.pillars.map(pillar => (
          <li key={pillar.name}>
            <span aria-hidden="true">{pillar.icon}</span>
            <h3>{pillar.name}</h3>
            <p>{pillar.title}</p>
            <p>{pillar.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
