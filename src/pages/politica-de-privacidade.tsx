import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../sections/legal-page/LegalPage"
import { afterLoad, nearViewport } from "../sections/lazy"
import { sectionAnchor } from "../sections/page-sections"
import type { PageSectionComponents } from "../sections/PageSections"
import { PageHead } from "../features/seo"

type Data = Queries.PrivacyPolicyPageQuery

/** The text is in the page's HTML; its first section's code comes once the page is idle, the others' as they near the viewport (see sections/lazy). */
const SECTIONS: PageSectionComponents<"politica-de-privacidade", Data> = {
  main: afterLoad(sectionAnchor("politica-de-privacidade", "main"), () =>
    import("../sections/privacy-policy/main/Main").then(m => m.Main),
  ),
  cookies: nearViewport(sectionAnchor("politica-de-privacidade", "cookies"), () =>
    import("../sections/privacy-policy/cookies/Cookies").then(m => m.Cookies),
  ),
  contact: nearViewport(sectionAnchor("politica-de-privacidade", "contact"), () =>
    import("../sections/privacy-policy/contact/Contact").then(m => m.Contact),
  ),
}

/** /politica-de-privacidade: what the site collects, why, who receives it, the rights and every cookie (a draft for the owner's lawyer). */
export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return <LegalPage page="politica-de-privacidade" data={data} sections={SECTIONS} />
}

export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query PrivacyPolicyPage {
    pageHead(page: "politica-de-privacidade") {
      ...PageHeadTags
    }
    ...LegalPageChrome
    ...PrivacyMain
    ...PrivacyCookies
    ...PrivacyContact
  }
`
