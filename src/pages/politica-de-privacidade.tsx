import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../sections/legal-page/LegalPage"
import { deferred } from "../sections/deferred"
import { sectionAnchor } from "../content-model/pages"
import { PageHead } from "../features/seo/PageHead"

type Data = Queries.PrivacyPolicyPageQuery

/** The text is in the page's HTML; its first section's code comes once the page is idle, the others' as they near the viewport. */
const Main = deferred<Data>(sectionAnchor("politica-de-privacidade", "main"), "idle", () =>
  import("../sections/privacy-policy/main/Main").then(m => m.Main),
)
const Cookies = deferred<Data>(sectionAnchor("politica-de-privacidade", "cookies"), "near-viewport", () =>
  import("../sections/privacy-policy/cookies/Cookies").then(m => m.Cookies),
)
const Contact = deferred<Data>(sectionAnchor("politica-de-privacidade", "contact"), "near-viewport", () =>
  import("../sections/privacy-policy/contact/Contact").then(m => m.Contact),
)

/** /politica-de-privacidade: what the site collects, why, who receives it, the rights and every cookie (a draft for the owner's lawyer). */
export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return (
    <LegalPage data={data}>
      <Main data={data} />
      <Cookies data={data} />
      <Contact data={data} />
    </LegalPage>
  )
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
