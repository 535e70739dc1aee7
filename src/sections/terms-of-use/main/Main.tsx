import { graphql } from "gatsby"
import { SellerCard } from "../../../features/legal/SellerCard"
import { LegalHeader } from "../../legal-page/LegalText"
import { required, sectionCopy } from "../../../content-model/copy"
import { sectionAnchor } from "../../../content-model/pages"

/** @public */ export const fragment = graphql`
  fragment TermsMain on Query {
    mainCopy: mdx(frontmatter: { page: { eq: "termos-de-uso" }, section: { eq: "main" } }) {
      ...SectionCopy
    }
    uiJson {
      legal {
        ...LegalStrings
      }
    }
  }
`

export function Main({ data }: { data: Queries.TermsMainFragment }) {
  const copy = sectionCopy(data.mainCopy, "termos-de-uso/main")
  const { legal } = required(data.uiJson, "ui.json")
  return (
    <LegalHeader id={sectionAnchor("termos-de-uso", "main")} copy={copy}>
      <SellerCard title={legal.sellerTitle} labels={legal} />
    </LegalHeader>
  )
}
