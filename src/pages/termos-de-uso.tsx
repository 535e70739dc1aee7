import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../components/legal/LegalPage"
import { SellerCard } from "../components/legal/SellerCard"
import { PageSeo } from "../components/seo/PageSeo"
import { indexBySection, sectionCopy } from "../lib/copy"

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const main = sectionCopy(indexBySection(data.copy.nodes, "termos-de-uso")("main"))
  const { ui } = data
  if (!ui) throw new Error("termos-de-uso: content/data/ui.json is incomplete")
  return (
    <LegalPage main={main} backLabel={ui.legal.backLabel} footer={ui.footer}>
      <SellerCard title={ui.legal.sellerTitle} labels={ui.legal} />
    </LegalPage>
  )
}

export function Head({ data, location }: HeadProps<Queries.TermsPageQuery>) {
  return <PageSeo pages={data.pages?.pages} id="termos-de-uso" pathname={location.pathname} />
}

export const query = graphql`
  query TermsPage {
    pages: pagesJson {
      pages {
        id
        title
        description
      }
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "termos-de-uso" } } }) {
      nodes {
        ...SectionCopy
      }
    }
    ui: uiJson {
      footer {
        ...FooterStrings
      }
      legal {
        ...LegalStrings
      }
    }
  }
`
