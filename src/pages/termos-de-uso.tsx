import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../sections/legal-page/LegalPage"
import { deferred } from "../sections/deferred"
import { sectionAnchor } from "../content-model/pages"
import { PageHead } from "../features/seo/PageHead"

type Data = Queries.TermsPageQuery

/** The text is in the page's HTML; its code (the seller's card) comes once the page is idle. */
const Main = deferred<Data>(sectionAnchor("termos-de-uso", "main"), "idle", () =>
  import("../sections/terms-of-use/main/Main").then(m => m.Main),
)

/** /termos-de-uso: the offer, the guarantee, the renewal and the checkout (a draft for the owner's lawyer). */
export default function TermsPage({ data }: PageProps<Data>) {
  return (
    <LegalPage data={data}>
      <Main data={data} />
    </LegalPage>
  )
}

export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query TermsPage {
    pageHead(page: "termos-de-uso") {
      ...PageHeadTags
    }
    ...LegalPageChrome
    ...TermsMain
  }
`
