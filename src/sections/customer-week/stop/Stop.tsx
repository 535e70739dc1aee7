import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Section } from "../../../ui/layout"
import { Actions } from "../../../ui/primitives"
import { InfoCards } from "../InfoCards"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteStop on Query {
    stopCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "stop" } }) {
      ...SectionCopy
    }
    renewalJson {
      risks {
        title
        description
        icon
      }
    }
  }
`

export function Stop({ data }: { data: Queries.SemanaClienteStopFragment }) {
  const copy = sectionCopy(data.stopCopy, "semana-cliente/stop")
  const { risks } = required(data.renewalJson, "renewal.json")
  return (
    <Section css={shadedStyle} id={sectionAnchor("semana-cliente", "stop")} copy={copy}>
      <InfoCards cards={risks} tone="danger" />
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href={sectionLink("semana-cliente", "pricing")}>{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
    </Section>
  )
}

const shadedStyle = css({
  background: "linear-gradient(180deg, transparent, rgba(248, 113, 113, 0.05) 50%, transparent)",
})
