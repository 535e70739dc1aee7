import { Section } from "../ui/layout"
import type { HomeCopy, Phase, UiStrings } from "../home-types"

export function Journey({ copy, phases }: { copy: HomeCopy; phases: readonly Phase[]; ui: UiStrings }) {
  return (
    <Section id="journey" copy={copy}>
      <ol>
        {phases.map(phase => (
          <li key={phase.number}>
            <span aria-hidden="true">{phase.icon}</span>
            <h3>
              Fase {phase.number}: {phase.title}
            </h3>
            <p>{phase.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
