import { graphql, type HeadProps, type PageProps } from "gatsby"
import { RENEWAL_POSTER_SIZES } from "../components/renewal/RenewalHero"
import { RenewalPage, renewalFaq } from "../components/renewal/RenewalPage"
import { FaqJsonLd } from "../components/seo/FaqJsonLd"
import { ImagePreload } from "../components/seo/ImagePreload"
import { PageSeo } from "../components/seo/PageSeo"

export default function SemanaClientePage({ data }: PageProps<Queries.RenewalPageQuery>) {
  return <RenewalPage data={data} />
}

export function Head({ data, location }: HeadProps<Queries.RenewalPageQuery>) {
  const hero = data.copy.nodes.find(node => node.frontmatter.section === "hero")
  return (
    <PageSeo pages={data.pages?.pages} id="semana-cliente" pathname={location.pathname}>
      <ImagePreload image={hero?.frontmatter.poster?.childImageSharp?.gatsbyImageData} sizes={RENEWAL_POSTER_SIZES} />
      <FaqJsonLd items={renewalFaq(data)} />
    </PageSeo>
  )
}

export const query = graphql`
  query RenewalPage {
    pages: pagesJson {
      pages {
        id
        title
        description
      }
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "semana-cliente" } } }) {
      nodes {
        ...SectionCopy
        frontmatter {
          poster {
            childImageSharp {
              # The 0.75 step (720 px) is what a phone takes instead of the 960 px file (see SectionPoster).
              gatsbyImageData(
                width: 960
                layout: CONSTRAINED
                placeholder: NONE
                formats: [AUTO, WEBP, AVIF]
                outputPixelDensities: [0.25, 0.5, 0.75, 1]
              )
            }
          }
        }
      }
    }
    ui: uiJson {
      ...UiStrings
    }
    offer: renewalOfferJson {
      planName
      discount
      individualTotal
      fullPrice
      offerPrice
      installmentCount
      installmentPrice
      origem
      guaranteeDays
    }
    renewal: renewalJson {
      audiences {
        title
        description
        icon
      }
      risks {
        title
        description
        icon
      }
      includes {
        name
        value
        description
      }
      bonuses {
        title
        value
        description
      }
      afterOffer
      labels {
        discountBadge
        bonusLabel
        bonusesTitle
        priceListTitle
        perYear
        individualTotal
        fullPrice
        offerLabel
        upfront
        installments
        afterOfferTitle
      }
    }
    priceItems: renewalPriceItemsJson {
      items {
        id
        name
        price
        description
      }
    }
    testimonials: renewalTestimonialsJson {
      testimonials {
        id
        name
        value
        caption
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    faq: faqJson {
      questions {
        id
        page
        question
        answer
      }
    }
  }
`
