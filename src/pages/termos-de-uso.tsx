import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../sections/legal-page/LegalPage"
import { afterLoad } from "../sections/lazy"
import { sectionAnchor } from "../sections/page-sections"
import type { PageSectionComponents } from "../sections/PageSections"
import { PageHead } from "../features/seo"

type Data = Queries.TermsPageQuery

/** The text is in the page's HTML; its code (the seller's card) comes once the page is idle (see sections/lazy). */
const SECTIONS: PageSectionComponents<"termos-de-uso", Data> = {
  main: afterLoad(sectionAnchor("termos-de-uso", "main"), () =>
    import("../sections/terms-of-use/main/Main").then(m => m.Main),
  ),
}

/** /termos-de-uso: the offer, the guarantee, the renewal and the checkout (a draft for the owner's lawyer). */
export default function TermsPage({ data }: PageProps<Data>) {
  return <LegalPage page="termos-de-uso" data={data} sections={SECTIONS} />
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
