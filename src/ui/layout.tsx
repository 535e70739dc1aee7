import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { mq } from "../theme/theme"
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
  /* Off-screen sections skip layout and paint until they near the viewport:
     on a phone that cuts the load's main-thread work by more than half. The
     height is a stand-in until first render; then the real one is remembered.
     In-page scrolls render them all first (src/lib/browser/scroll.ts). */
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
  padding: ${({ theme }) => `${theme.space[8]} 0`};
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[9]} 0`};
  }
  &[data-tone="raised"] {
    background: linear-gradient(
      180deg,
      rgba(16, 16, 26, 0) 0%,
      ${({ theme }) => theme.colors.surface} 18%,
      ${({ theme }) => theme.colors.surface} 82%,
      rgba(16, 16, 26, 0) 100%
    );
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
  /** Text, or text per state (the customer week's, see customer-week/WeekText). */
  title: ReactNode
  eyebrow?: ReactNode
  subtitle?: ReactNode
  html?: string | null
}

interface SectionFrameProps {
  /** The anchor; the frame is labelled by the heading with id `${id}-title` (see SectionHeading). */
  id: string
  children?: ReactNode
  className?: string
  /** "raised" gives the section a faint surface band, to separate neighbours. */
  tone?: "plain" | "raised"
}

/** A page section's anchor, vertical rhythm and container, for sections that lay out their own heading. */
export function SectionFrame({ id, children, className, tone = "plain" }: SectionFrameProps) {
  return (
    <SectionShell id={id} aria-labelledby={`${id}-title`} className={className} data-tone={tone}>
      <Container>{children}</Container>
    </SectionShell>
  )
}

/** A section's eyebrow and h2; `id` is the section's, so the frame is labelled by this heading. */
export function SectionHeading({ id, copy }: { id: string; copy: Pick<SectionCopy, "title" | "eyebrow"> }) {
  return (
    <>
      {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
      <SectionTitle id={`${id}-title`}>{copy.title}</SectionTitle>
    </>
  )
}

/** A page section with its anchor, centred heading and long-form copy from MDX. */
export function Section({ id, copy, children, className, tone }: SectionFrameProps & { copy: SectionCopy }) {
  return (
    <SectionFrame id={id} className={className} tone={tone}>
      <Header>
        <SectionHeading id={id} copy={copy} />
        {copy.subtitle && <Subtitle>{copy.subtitle}</Subtitle>}
        {copy.html && <Prose html={copy.html} />}
      </Header>
      {children}
    </SectionFrame>
  )
}

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`
