import { PlanButton } from "../lead-modal/PlanButton"
import { Section } from "../ui/layout"
import type { HomeCopy, Plan, UiStrings } from "../home-types"

export function Pricing({ copy, plans }: { copy: HomeCopy; plans: readonly Plan[]; ui: UiStrings }) {
  return (
    <Section id="pricing" copy={copy}>
      <ul>
        {plans.map(plan => (
          <li key={plan.jsonId}>
            {plan.badge && <p>{plan.badge}</p>}
            <h3>{plan.name}</h3>
            <p>{plan.description}</p>
            <p>
              <strong>{plan.price}</strong> {plan.installments} · {plan.period}
            </p>
            <ul aria-label={`Incluído no ${plan.name}`}>
              {plan.included.map(item => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {plan.excluded.length > 0 && (
              <ul aria-label={`Não incluído no ${plan.name}`}>
                {plan.excluded.map(item => (
                  <li key={item}>
                    <s>{item}</s>
                  </li>
                ))}
              </ul>
            )}
            <PlanButton plan={{ ...plan, id: plan.jsonId }} variant={plan.highlighted ? "primary" : "secondary"} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
