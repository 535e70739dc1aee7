import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { mq, theme } from "../../theme/theme"
import { DeferredFooter } from "../footer/DeferredFooter"
import { required } from "../../content-model/copy"
import { Container } from "../../ui/layout"

/** @public */ export const fragment = graphql`
  fragment LegalPageChrome on Query {
    uiJson {
      legal {
        backLabel
      }
    }
    ...SiteFooter
  }
`

export function LegalPage({ data, children }: { data: Queries.LegalPageChromeFragment; children: ReactNode }) {
  return (
    <>
      <main css={shellStyle}>
        <Container>
          <article css={articleStyle}>
            <a css={backStyle} href="/">
              ← {required(data.uiJson, "ui.json").legal.backLabel}
            </a>
            {children}
          </article>
        </Container>
      </main>
      <DeferredFooter data={data} />
    </>
  )
}

const shellStyle = css({
  padding: `${theme.space[6]} 0 ${theme.space[8]}`,
  background: "radial-gradient(50% 20% at 50% 0%, rgba(139, 92, 246, 0.16), transparent 80%)",
  [mq.md]: { paddingTop: theme.space[7] },
})

const articleStyle = css({
  maxWidth: 760,
  margin: "0 auto",
  display: "grid",
  // The column never grows past the measure for a wide table cell.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[5],
})

const backStyle = css({
  justifySelf: "start",
  minHeight: 44,
  display: "inline-flex",
  alignItems: "center",
  color: theme.colors.accentText,
  fontSize: theme.fontSizes.sm,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
})
