import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageSeo } from "../components/seo/PageSeo"
import { ThankYouPage } from "../components/thank-you/ThankYouPage"

export default function ObrigadoPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  return <ThankYouPage data={data} />
}

export function Head({ data, location }: HeadProps<Queries.ThankYouPageQuery>) {
  return <PageSeo pages={data.pages?.pages} id="obrigado" pathname={location.pathname} noindex />
}

export const query = graphql`
  query ThankYouPage {
    pages: pagesJson {
      pages {
        id
        title
        description
      }
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "obrigado" } } }) {
      nodes {
        ...SectionCopy
        frontmatter {
          whatsappMessage
        }
      }
    }
    cards: accessCardsJson {
      cards {
        id
        title
        description
        icon
        url
        buttonLabel
        note
      }
    }
    ui: uiJson {
      footer {
        ...FooterStrings
      }
    }
  }
`
