import { graphql, type HeadProps, type PageProps } from "gatsby"
import { RENEWAL_POSTER_SIZES } from "../components/renewal/RenewalHero"
import { RenewalPage } from "../components/renewal/RenewalPage"
import { FaqJsonLd } from "../components/seo/FaqJsonLd"
import { ImagePreload } from "../components/seo/ImagePreload"
import { PageSeo } from "../components/seo/PageSeo"

export default function SemanaClientePage({ data }: PageProps<Queries.RenewalPageQuery>) {
  return <RenewalPage data={data} />
}

export function Head({ data, location }: HeadProps<Queries.RenewalPageQuery>) {
  const hero = data.copy.nodes.find(node => node.frontmatter.section === "hero")
  return (
    <PageSeo page={data.page} pathname={location.pathname}>
      <ImagePreload image={hero?.frontmatter.poster?.childImageSharp?.gatsbyImageData} sizes={RENEWAL_POSTER_SIZES} />
      <FaqJsonLd items={data.faq.nodes} />
    </PageSeo>
  )
}

export const query = graphql`
  query RenewalPage {
    page: pagesJson(jsonId: { eq: "semana-cliente" }) {
      title
      description
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
    priceItems: allRenewalPriceItemsJson {
      nodes {
        jsonId
        name
        price
        description
      }
    }
    testimonials: allRenewalTestimonialsJson {
      nodes {
        jsonId
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
    faq: allFaqJson(filter: { page: { eq: "semana-cliente" } }) {
      nodes {
        jsonId
        question
        answer
      }
    }
  }
`
