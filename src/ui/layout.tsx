import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { mq, theme } from "../theme/theme"
import { skipWhileOffscreen } from "./offscreen"
import { withStyle } from "./primitives"
import { Prose } from "./Prose"

const containerStyle = css`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};
  ${mq.md} {
    padding: 0 ${theme.space[6]};
  }
`

export const Container = withStyle("div", containerStyle)

export const eyebrowStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${theme.colors.accentText};
`

export const Eyebrow = withStyle("p", eyebrowStyle)

const sectionTitleStyle = css`
  font-size: ${theme.fontSizes["2xl"]};
  font-weight: 800;
`

export const SectionTitle = withStyle("h2", sectionTitleStyle)

const sectionStyle = css`
  position: relative;
  ${skipWhileOffscreen("900px")}
  /* Its lists and card grids skip too, so a section near the viewport lays out only its heading until they
     near it as well; only where the clip can be widened for their glows (not Safari 18). */
  @supports (overflow-clip-margin: 1px) {
    & > div > :is(ul, ol, dl, div) {
      ${skipWhileOffscreen("600px")}
    }
  }
  padding: ${theme.space[8]} 0;
  ${mq.md} {
    padding: ${theme.space[9]} 0;
  }
  &[data-tone="raised"] {
    background: linear-gradient(180deg, transparent, ${theme.colors.surface} 18% 82%, transparent);
  }
`

const headerStyle = css`
  max-width: 760px;
  margin: 0 auto ${theme.space[7]};
  text-align: center;
  display: grid;
  gap: ${theme.space[4]};
  ${mq.md} {
    margin-bottom: ${theme.space[8]};
  }
`

/** Text, or text per state (the customer week's, see customer-week/WeekText). */
type SectionCopy = { title: ReactNode; eyebrow?: ReactNode; subtitle?: ReactNode; html?: string | null }
/** `id`: the anchor; the frame is labelled by the heading with id `${id}-title` (see SectionHeading). */
type SectionFrameProps = { id: string; children?: ReactNode; className?: string; tone?: "plain" | "raised" }

/** A page section's anchor, vertical rhythm and container, for sections that lay out their own heading. */
export function SectionFrame({ id, children, className, tone = "plain" }: SectionFrameProps) {
  return (
    <section css={sectionStyle} id={id} aria-labelledby={`${id}-title`} className={className} data-tone={tone}>
      <Container>{children}</Container>
    </section>
  )
}

/** A section's eyebrow and h2, which names the section `id`. */
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
      <header css={headerStyle}>
        <SectionHeading id={id} copy={copy} />
        {copy.subtitle && <p css={subtitleStyle}>{copy.subtitle}</p>}
        {copy.html && <Prose html={copy.html} />}
      </header>
      {children}
    </SectionFrame>
  )
}

const subtitleStyle = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`
