import { Section } from "../ui/layout"
import type { Agent, HomeCopy, UiStrings } from "../home-types"

export function AgentCards({ copy, agents }: { copy: HomeCopy; agents: readonly Agent[]; ui: UiStrings }) {
  return (
    <Section id="agents" copy={copy}>
      {(["basic", "advanced"] as const).map(category => (
        <ul key={category} aria-label={category === "basic" ? "Agentes básicos" : "Agentes avançados"}>
          {agents
            .filter(agent => agent.category === category)
            .map(agent => (
              <li key={agent.jsonId}>
                <span aria-hidden="true">{agent.tools.join(" ")}</span>
                <h3>{agent.title}</h3>
                <p>{agent.description}</p>
                <p>{agent.tag}</p>
              </li>
            ))}
        </ul>
      ))}
    </Section>
  )
}
