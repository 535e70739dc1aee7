import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ComponentProps, ReactNode } from "react"
import type { PageId } from "../page-sections"
import { mq, theme } from "../../theme/theme"
import { LateFooter } from "../footer/LateFooter"
import { required } from "../copy"
import { PageSections, type PageSectionComponents } from "../PageSections"
import { Container, Eyebrow } from "../../ui/layout"
import { skipWhileOffscreen } from "../../ui/offscreen"
import { Prose } from "../../ui/Prose"

/**
 * The pieces of a long legal text from content/copy (privacy policy, terms):
 * a readable measure, the page's h1 from its first section, numbered h2
 * sections after it.
 */

/** What every legal page reads besides its sections: the way back and the footer. */
/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment LegalPageChrome on Query {
    uiJson {
      legal {
        backLabel
      }
    }
    ...SiteFooter
  }
`

type LegalPageId = Extract<PageId, "politica-de-privacidade" | "termos-de-uso">

/** A whole legal page: its sections (src/sections/page-sections.ts order) in the text's column, then the footer. */
export function LegalPage<P extends LegalPageId, Data extends Queries.LegalPageChromeFragment>({
  page,
  data,
  sections,
}: {
  page: P
  data: Data
  sections: PageSectionComponents<P, Data>
}) {
  return (
    <>
      <LegalMain backLabel={required(data.uiJson, "ui.json").legal.backLabel}>
        <PageSections page={page} data={data} sections={sections} />
      </LegalMain>
      <LateFooter data={data} />
    </>
  )
}

/** The page's <main>: the text's column, with the way back to the site above it. */
function LegalMain({ backLabel, children }: { backLabel: string; children: ReactNode }) {
  return (
    <main css={shellStyle}>
      <Container>
        <article css={articleStyle}>
          <a css={backStyle} href="/">
            ← {backLabel}
          </a>
          {children}
        </article>
      </Container>
    </main>
  )
}

/** The first section: the page's h1, its eyebrow and version line, and its text. */
export function LegalHeader({
  copy,
  version,
  children,
}: {
  copy: { title: string; eyebrow?: string | null; subtitle?: string | null; html: string }
  /** Shown after the subtitle, like "Versão 2". */
  version?: string
  children?: ReactNode
}) {
  return (
    <>
      <header css={headerStyle}>
        {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
        <h1>{copy.title}</h1>
        {(copy.subtitle ?? version) && <p css={metaStyle}>{[copy.subtitle, version].filter(Boolean).join(" · ")}</p>}
      </header>
      <LegalProse html={copy.html} />
      {children}
    </>
  )
}

/** One more section of a legal page: its MDX title as an h2, its text, then what the page adds (a table, a card). */
export function LegalSection({
  id,
  copy,
  children,
}: {
  id: string
  copy: { title: string; html: string }
  children?: ReactNode
}) {
  return (
    <section css={sectionStyle} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{copy.title}</h2>
      <LegalProse html={copy.html} />
      {children}
    </section>
  )
}

const shellStyle = css`
  padding: ${theme.space[6]} 0 ${theme.space[8]};
  background: radial-gradient(50% 20% at 50% 0%, rgba(139, 92, 246, 0.16), transparent 80%);
  ${mq.md} {
    padding-top: ${theme.space[7]};
  }
`

const articleStyle = css`
  max-width: 760px;
  margin: 0 auto;
  display: grid;
  /* The column never grows past the measure for a wide table cell. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
`

const backStyle = css`
  justify-self: start;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const headerStyle = css`
  display: grid;
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[5]};
  border-bottom: 1px solid ${theme.colors.border};
  h1 {
    font-size: ${theme.fontSizes["2xl"]};
    font-weight: 800;
  }
`

const metaStyle = css`
  margin: 0;
  color: ${theme.colors.textFaint};
  font-size: ${theme.fontSizes.sm};
`

/** Writers' Markdown: h2 per topic, lists, bold. */
export function LegalProse(props: ComponentProps<typeof Prose>) {
  return <Prose css={legalProseStyle} {...props} />
}

const legalProseStyle = css`
  line-height: 1.7;
  h2 {
    margin: ${theme.space[5]} 0 0;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
    font-weight: 800;
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${theme.space[2]};
  }
  a {
    color: ${theme.colors.accentText};
  }
`

const sectionStyle = css`
  ${skipWhileOffscreen("600px")}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  padding-top: ${theme.space[5]};
  scroll-margin-top: ${theme.space[5]};
  > h2 {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
    font-weight: 800;
  }
  /* "Preferências de cookies" reads as a link here too. */
  p > button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.accentText};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
`
