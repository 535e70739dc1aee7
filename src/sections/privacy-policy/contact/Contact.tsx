import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { SellerCard } from "../../../features/legal/SellerCard"
import { LegalSection } from "../../legal-page/LegalText"
import { required, sectionCopy } from "../../../content-model/copy"

/** @public */ export const fragment = graphql`
  fragment PrivacyContact on Query {
    contactCopy: mdx(frontmatter: { page: { eq: "politica-de-privacidade" }, section: { eq: "contact" } }) {
      ...SectionCopy
    }
    uiJson {
      legal {
        ...LegalStrings
      }
    }
  }
`

export function Contact({ data }: { data: Queries.PrivacyContactFragment }) {
  const copy = sectionCopy(data.contactCopy, "politica-de-privacidade/contact")
  const { legal } = required(data.uiJson, "ui.json")
  return (
    <LegalSection id={sectionAnchor("politica-de-privacidade", "contact")} copy={copy}>
      <SellerCard title={legal.controllerTitle} labels={legal} withDpo />
    </LegalSection>
  )
}
