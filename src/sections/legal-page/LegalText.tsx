import { css } from "@emotion/react"
import type { ComponentProps, ReactNode } from "react"
import { theme } from "../../theme/theme"
import { Eyebrow } from "../../ui/layout"
import { skipWhileOffscreen } from "../../ui/offscreen"
import { Prose } from "../../ui/Prose"

// Apart from LegalPage.tsx: each section's code comes late, so these stay out of the page's own chunk.

interface LegalProps {
  id: string
  copy: { title: string; eyebrow?: string | null; subtitle?: string | null; html: string }
  version?: string
  children?: ReactNode
}

/** The first section, with the page's h1; `id` marks it for its late code (src/sections/deferred.tsx). */
export function LegalHeader({ id, copy, version, children }: LegalProps) {
  return (
    <>
      <header id={id} css={headerStyle}>
        {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
        <h1>{copy.title}</h1>
        {(copy.subtitle ?? version) && <p css={metaStyle}>{[copy.subtitle, version].filter(Boolean).join(" · ")}</p>}
      </header>
      <LegalProse html={copy.html} />
      {children}
    </>
  )
}

export function LegalSection({ id, copy, children }: LegalProps) {
  return (
    <section css={sectionStyle} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{copy.title}</h2>
      <LegalProse html={copy.html} />
      {children}
    </section>
  )
}

const headerStyle = css({
  display: "grid",
  gap: theme.space[3],
  paddingBottom: theme.space[5],
  borderBottom: `1px solid ${theme.colors.border}`,
  h1: { fontSize: theme.fontSizes["2xl"], fontWeight: 800 },
})

const metaStyle = css({ margin: 0, color: theme.colors.textFaint, fontSize: theme.fontSizes.sm })

const sectionStyle = css(skipWhileOffscreen("600px"), {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[4],
  paddingTop: theme.space[5],
  scrollMarginTop: theme.space[5],
  "> h2": { color: theme.colors.text, fontSize: theme.fontSizes.lg, fontWeight: 800 },
  // "Preferências de cookies" reads as a link here too.
  "p > button": {
    minHeight: 44,
    padding: 0,
    border: 0,
    background: "none",
    color: theme.colors.accentText,
    font: "inherit",
    fontWeight: 600,
    textDecoration: "underline",
    textUnderlineOffset: 3,
    cursor: "pointer",
  },
})

/** Writers' Markdown: h2 per topic, lists, bold. */
export function LegalProse(props: ComponentProps<typeof Prose>) {
  return <Prose css={legalProseStyle} {...props} />
}

const legalProseStyle = css({
  lineHeight: 1.7,
  h2: { margin: `${theme.space[5]} 0 0`, color: theme.colors.text, fontSize: theme.fontSizes.lg, fontWeight: 800 },
  p: { margin: 0 },
  ul: { display: "grid", gap: theme.space[2] },
  a: { color: theme.colors.accentText },
})
