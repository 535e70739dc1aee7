import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Footer } from "../components/footer/Footer"
import { LegalMain } from "../components/legal/LegalPage"
import { Main } from "../components/politica-de-privacidade/main/Main"
import { Cookies } from "../components/politica-de-privacidade/cookies/Cookies"
import { Contact } from "../components/politica-de-privacidade/contact/Contact"
import { PageSections, type PageSectionComponents } from "../components/sections/PageSections"
import { PageSeo } from "../components/seo/PageSeo"

type Data = Queries.PrivacyPolicyPageQuery

const SECTIONS: PageSectionComponents<"politica-de-privacidade", Data> = {
  main: Main,
  cookies: Cookies,
  contact: Contact,
}

/** /politica-de-privacidade: what the site collects, why, who receives it, the rights and every cookie (a draft for the owner's lawyer). */
export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return (
    <>
      <LegalMain backLabel={data.uiJson?.legal.backLabel ?? ""}>
        <PageSections page="politica-de-privacidade" data={data} sections={SECTIONS} />
      </LegalMain>
      <Footer data={data} />
    </>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageSeo pages={data.pagesJson?.pages} id="politica-de-privacidade" pathname={location.pathname} />
}

export const query = graphql`
  query PrivacyPolicyPage {
    pagesJson {
      pages {
        id
        title
        description
      }
    }
    uiJson {
      legal {
        backLabel
      }
    }
    ...PrivacyMain
    ...PrivacyCookies
    ...PrivacyContact
    ...SiteFooter
  }
`
