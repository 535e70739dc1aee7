import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { mq, theme } from "../theme/theme"
import { skipWhileOffscreen } from "./offscreen"
import type { StyledProps } from "./primitives"
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

export function Container({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={containerStyle} {...props} />
}

const eyebrowStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${theme.colors.accentText};
`

export function Eyebrow({ as: Tag = "p", ...props }: StyledProps<"p">) {
  return <Tag css={eyebrowStyle} {...props} />
}

const sectionTitleStyle = css`
  font-size: ${theme.fontSizes["2xl"]};
  font-weight: 800;
`

export function SectionTitle({ as: Tag = "h2", ...props }: StyledProps<"h2">) {
  return <Tag css={sectionTitleStyle} {...props} />
}

const sectionStyle = css`
  position: relative;
  ${skipWhileOffscreen("900px")}
  /* Its lists and card grids skip too: a section near the viewport (the browser renders those within
     half a screen of it) lays out only its heading until they near it as well. Only where the clip
     can be widened for their glows (not Safari 18), see skipWhileOffscreen. */
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
    background: linear-gradient(
      180deg,
      rgba(16, 16, 26, 0) 0%,
      ${theme.colors.surface} 18%,
      ${theme.colors.surface} 82%,
      rgba(16, 16, 26, 0) 100%
    );
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
    <section css={sectionStyle} id={id} aria-labelledby={`${id}-title`} className={className} data-tone={tone}>
      <Container>{children}</Container>
    </section>
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
