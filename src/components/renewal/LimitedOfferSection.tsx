import styled from "@emotion/styled"
import { Section } from "../ui/layout"
import { Mark, MarkList } from "../ui/primitives"
import type { RenewalCopy } from "./types"

/** What changes when the week ends: the full price returns and the bonuses go. */
export function LimitedOfferSection({
  copy,
  title,
  changes,
}: {
  copy: RenewalCopy
  title: string
  changes: readonly string[]
}) {
  return (
    <Section id="limited" copy={copy}>
      <Panel aria-labelledby="after-offer-title">
        <h3 id="after-offer-title">{title}</h3>
        <MarkList>
          {changes.map(change => (
            <li key={change}>
              <Mark kind="cross" />
              {change}
            </li>
          ))}
        </MarkList>
      </Panel>
    </Section>
  )
}

const Panel = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid rgba(251, 191, 36, 0.35);
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(100% 80% at 100% 0%, rgba(251, 191, 36, 0.1), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  li {
    color: ${({ theme }) => theme.colors.text};
  }
`
