import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { mq } from "../../theme/theme"
import { Prose } from "./Prose"

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${mq.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`

const SectionShell = styled.section`
  position: relative;
  padding: ${({ theme }) => `${theme.space[8]} 0`};
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[9]} 0`};
  }
  &[data-tone="raised"] {
    background: linear-gradient(180deg, rgba(16, 16, 26, 0) 0%, ${({ theme }) => theme.colors.surface} 18%, ${({ theme }) => theme.colors.surface} 82%, rgba(16, 16, 26, 0) 100%);
  }
`

const Header = styled.header`
  max-width: 760px;
  margin: 0 auto ${({ theme }) => theme.space[7]};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`

export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes["2xl"]};
  font-weight: 800;
`

export interface SectionCopy {
  title: string
  eyebrow?: string | null
  subtitle?: string | null
  html?: string | null
}

interface SectionProps {
  id: string
  copy: SectionCopy
  children?: ReactNode
  className?: string
  /** "raised" gives the section a faint surface band, to separate neighbours. */
  tone?: "plain" | "raised"
}

/** A page section with its anchor, heading and long-form copy from MDX. */
export function Section({ id, copy, children, className, tone = "plain" }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <SectionShell id={id} aria-labelledby={headingId} className={className} data-tone={tone}>
      <Container>
        <Header>
          {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
          <SectionTitle id={headingId}>{copy.title}</SectionTitle>
          {copy.subtitle && <Subtitle>{copy.subtitle}</Subtitle>}
          {copy.html && <Prose html={copy.html} />}
        </Header>
        {children}
      </Container>
    </SectionShell>
  )
}

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`
