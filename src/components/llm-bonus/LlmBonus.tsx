import { Section } from "../ui/layout"
import type { HomeCopy, LlmModel, Offer } from "../home-types"

export function LlmBonus({ copy, models, offer }: { copy: HomeCopy; models: readonly LlmModel[]; offer: Offer }) {
  return (
    <Section id="bonus" copy={copy}>
      <p>
        {offer.llmBonusMonthly}/mês · {offer.llmBonusYearly}/ano
      </p>
      <ul>
        {models.map(model => (
          <li key={model.jsonId}>
            <h3>{model.name}</h3>
            <p>{model.vendor}</p>
            <p>{model.status}</p>
            <p>{model.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
