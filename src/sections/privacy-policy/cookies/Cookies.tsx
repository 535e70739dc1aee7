import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { CookiePreferencesButton } from "../../../features/consent/CookiePreferencesButton"
import { StorageTable } from "../../../features/legal/StorageTable"
import { LegalSection } from "../../legal-page/LegalText"
import { required, sectionCopy } from "../../../content-model/copy"

/** @public */ export const fragment = graphql`
  fragment PrivacyCookies on Query {
    cookiesCopy: mdx(frontmatter: { page: { eq: "politica-de-privacidade" }, section: { eq: "cookies" } }) {
      ...SectionCopy
    }
    consentJson {
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
    uiJson {
      footer {
        cookiePreferencesLabel
      }
    }
  }
`

export function Cookies({ data }: { data: Queries.PrivacyCookiesFragment }) {
  const copy = sectionCopy(data.cookiesCopy, "politica-de-privacidade/cookies")
  const consent = required(data.consentJson, "consent.json")
  const { cookiePreferencesLabel } = required(data.uiJson, "ui.json").footer
  return (
    <LegalSection id={sectionAnchor("politica-de-privacidade", "cookies")} copy={copy}>
      {consent.categories.map(category => (
        <StorageTable
          key={category.id}
          caption={category.title}
          headers={consent.tableHeaders}
          items={consent.storage.filter(item => item.category === category.id)}
        />
      ))}
      <p>
        <CookiePreferencesButton label={cookiePreferencesLabel} />
      </p>
    </LegalSection>
  )
}
