import { Section } from "../ui/layout"
import type { HomeCopy, Offer, Plan, ValueStackItem } from "../home-types"

interface ValueStackProps {
  copy: HomeCopy
  items: readonly ValueStackItem[]
  offer: Offer
  plans: readonly Plan[]
}

export function ValueStack({ copy, items, offer, plans }: ValueStackProps) {
  const max = plans.find(plan => plan.jsonId === "max")
  return (
    <Section id="value-stack" copy={copy}>
      <ul>
        {items.map(item => (
          <li key={item.jsonId}>
            <span>{item.name}</span> <span>{item.price}/ano</span>
          </li>
        ))}
      </ul>
      <p>
        Total: <s>{offer.valueStackTotal}</s>
      </p>
      <p>
        {offer.discount} de desconto · economia de {offer.saving}
      </p>
      {max && <p>{max.price}</p>}
    </Section>
  )
}
