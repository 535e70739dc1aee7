import styled from "@emotion/styled"
import { Section } from "../ui/layout"
import type { RenewalCopy } from "./types"

/** What changes when the week ends: the full price returns and the bonuses go. */
export function LimitedOfferSection({ copy, title, changes }: { copy: RenewalCopy; title: string; changes: readonly string[] }) {
  return (
    <Section id="limited" copy={copy}>
      <Panel aria-labelledby="after-offer-title">
        <h3 id="after-offer-title">{title}</h3>
        <ul>
          {changes.map(change => (
            <li key={change}>
              <Cross aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </Cross>
              {change}
            </li>
          ))}
        </ul>
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
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
`

const Cross = styled.svg`
  flex: none;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.danger};
`
