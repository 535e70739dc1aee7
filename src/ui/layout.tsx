import { css } from "@emotion/react"
import { mq, theme } from "../theme/theme"
import type { StyledProps } from "./primitives"

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
