import { graphql } from "gatsby"
import { fillTemplate } from "../../../lib/fill-template"
import { LegalHeader } from "../../legal-page/LegalText"
import { required, sectionCopy } from "../../../content-model/copy"
import { sectionAnchor } from "../../../content-model/pages"

/** @public */ export const fragment = graphql`
  fragment PrivacyMain on Query {
    mainCopy: mdx(frontmatter: { page: { eq: "politica-de-privacidade" }, section: { eq: "main" } }) {
      ...SectionCopy
    }
    consentJson {
      revision
    }
    uiJson {
      legal {
        versionLabel
      }
    }
  }
`

/** Its version is the consent's revision: a new one asks every visitor again. */
export function Main({ data }: { data: Queries.PrivacyMainFragment }) {
  const copy = sectionCopy(data.mainCopy, "politica-de-privacidade/main")
  const { revision } = required(data.consentJson, "consent.json")
  const { versionLabel } = required(data.uiJson, "ui.json").legal
  return (
    <LegalHeader
      id={sectionAnchor("politica-de-privacidade", "main")}
      copy={copy}
      version={fillTemplate(versionLabel, { revision })}
    />
  )
}
