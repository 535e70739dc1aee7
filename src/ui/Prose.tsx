import { css } from "@emotion/react"
import { theme } from "../theme/theme"

const proseStyle = css`
  color: ${theme.colors.textMuted};
  display: grid;
  gap: ${theme.space[3]};
  strong {
    color: ${theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  /* A block in the copy (like a customer-week-only <div>) keeps the paragraphs' rhythm. */
  > div {
    display: grid;
    gap: inherit;
  }
`

/** Long-form copy rendered from MDX at build time (content/copy), so it is trusted HTML. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div css={proseStyle} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
