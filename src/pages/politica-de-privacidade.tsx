import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../components/legal/LegalPage"
import { Contact } from "../components/politica-de-privacidade/contact/Contact"
import { Cookies } from "../components/politica-de-privacidade/cookies/Cookies"
import { Main } from "../components/politica-de-privacidade/main/Main"
import type { PageSectionComponents } from "../components/sections/PageSections"
import { PageSeo } from "../components/seo/PageSeo"

type Data = Queries.PrivacyPolicyPageQuery

const SECTIONS: PageSectionComponents<"politica-de-privacidade", Data> = {
  main: Main,
  cookies: Cookies,
  contact: Contact,
}

/** /politica-de-privacidade: what the site collects, why, who receives it, the rights and every cookie (a draft for the owner's lawyer). */
export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return <LegalPage page="politica-de-privacidade" data={data} sections={SECTIONS} />
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageSeo pages={data.pagesJson?.pages} id="politica-de-privacidade" pathname={location.pathname} />
}

export const query = graphql`
  query PrivacyPolicyPage {
    ...PageSeoEntries
    ...LegalPageChrome
    ...PrivacyMain
    ...PrivacyCookies
    ...PrivacyContact
  }
`
