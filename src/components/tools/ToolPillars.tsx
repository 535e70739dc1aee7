import { Section } from "../ui/layout"
import type { HomeCopy, TemplateCategory, ToolPillar } from "../home-types"

interface ToolPillarsProps {
  copy: HomeCopy
  pillars: readonly ToolPillar[]
  categories: readonly TemplateCategory[]
}

export function ToolPillars({ copy, pillars, categories }: ToolPillarsProps) {
  return (
    <Section id="features" copy={copy}>
      <ul>
        {pillars.map(pillar => (
          <li key={pillar.jsonId}>
            <span aria-hidden="true">{pillar.icon}</span>
            <h3>{pillar.name}</h3>
            <p>{pillar.title}</p>
            <p>{pillar.description}</p>
            <ul>
              {pillar.highlights.map(highlight => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ul aria-label="Categorias de templates">
        {categories.map(category => (
          <li key={category.name}>
            <span aria-hidden="true">{category.icon}</span> {category.name} <strong>{category.count}</strong>
          </li>
        ))}
      </ul>
    </Section>
  )
}
