import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CookiePreferencesButton } from "../components/consent/CookiePreferencesButton"
import { LegalPage, LegalSection } from "../components/legal/LegalPage"
import { SellerCard } from "../components/legal/SellerCard"
import { StorageTable } from "../components/legal/StorageTable"
import { PageSeo } from "../components/seo/PageSeo"
import { indexBySection, sectionCopy } from "../lib/copy"
import { fillTemplate } from "../lib/fill-template"
import { COOKIES_SECTION_ID } from "../lib/legal-routes"

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const section = indexBySection(data.copy.nodes, "politica-de-privacidade")
  const { consent, ui } = data
  if (!consent || !ui) throw new Error("politica-de-privacidade: content/data is incomplete")
  return (
    <LegalPage
      main={sectionCopy(section("main"))}
      version={fillTemplate(ui.legal.versionLabel, { revision: consent.revision })}
      backLabel={ui.legal.backLabel}
      footer={ui.footer}
    >
      <LegalSection id={COOKIES_SECTION_ID} copy={sectionCopy(section("cookies"))}>
        {consent.categories.map(category => (
          <StorageTable
            key={category.id}
            caption={category.title}
            headers={consent.tableHeaders}
            items={consent.storage.filter(item => item.category === category.id)}
          />
        ))}
        <p>
          <CookiePreferencesButton label={ui.footer.cookiePreferencesLabel} />
        </p>
      </LegalSection>
      <LegalSection id="contato" copy={sectionCopy(section("contact"))}>
        <SellerCard title={ui.legal.controllerTitle} labels={ui.legal} withDpo />
      </LegalSection>
    </LegalPage>
  )
}

export function Head({ data, location }: HeadProps<Queries.PrivacyPolicyPageQuery>) {
  return <PageSeo pages={data.pages?.pages} id="politica-de-privacidade" pathname={location.pathname} />
}

export const query = graphql`
  query PrivacyPolicyPage {
    pages: pagesJson {
      pages {
        id
        title
        description
      }
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "politica-de-privacidade" } } }) {
      nodes {
        ...SectionCopy
      }
    }
    consent: consentJson {
      revision
      categories {
        id
        title
      }
      tableHeaders {
        name
        provider
        kind
        purpose
        lifetime
      }
      storage {
        name
        provider
        kind
        category
        purpose
        lifetime
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
