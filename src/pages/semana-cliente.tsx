import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { WEEK_SECTIONS } from "../sections/customer-week/sections"
import { asPageMounts } from "../sections/lazy"
import { lazySections } from "../sections/page-registry"
import { PageSections } from "../sections/PageSections"
import { LateCustomerWeek, renewalOffers } from "../features/customer-week"
import { CourseJsonLd, FaqJsonLd, PageSeo } from "../features/seo"
import { WEEK_BANNER_ID } from "../sections/customer-week/banner/banner-id"
import { questionsWhen, renewalQuestions } from "../sections/customer-week/faq/questions"
import { useSiteSettings } from "../content/useSiteSettings"

type Data = Queries.SemanaClientePageQuery

/** /semana-cliente's sections (src/sections/customer-week/sections.ts), in the static HTML, each with its code coming late. */
const SECTIONS = lazySections("semana-cliente", WEEK_SECTIONS, () => import("../sections/customer-week/section-code"))

/** The top banner: its code comes as the page mounts; its links are links, its countdown starts then. */
const LateBanner = asPageMounts<Data>(WEEK_BANNER_ID, () =>
  import("../sections/customer-week/banner/Banner").then(m => m.Banner),
)

export default function SemanaClientePage({ data }: PageProps<Data>) {
  return (
    <>
      {data.renewalOfferJson && <LateCustomerWeek dates={data.renewalOfferJson} />}
      <LateBanner data={data} />
      <main>
        <PageSections page="semana-cliente" data={data} sections={SECTIONS} />
      </main>
      <LateFooter data={data} />
    </>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const { renewalCheckout, renewalCheckoutFull } = useSiteSettings()
  const offer = data.renewalOfferJson
  // The title, the description and the FAQ's structured data say what holds when the page is built (a
  // build at each start and end of the week keeps them true: scripts/offers.mjs); the offers carry their dates.
  const openAtBuild = offer?.openAtBuild === true
  const plans =
    offer &&
    renewalOffers({ ...offer, checkoutUrl: renewalCheckout, fullCheckoutUrl: renewalCheckoutFull }, offer.endedAtBuild)
  // Built outside the week, the title and description (the structured data's too) no longer promise the offer.
  const pages = data.pagesJson?.pages.map(page =>
    page.id === "semana-cliente" && !openAtBuild
      ? {
          ...page,
          title: page.outsideWeekTitle ?? page.title,
          description: page.outsideWeekDescription ?? page.description,
        }
      : page,
  )
  return (
    <PageSeo pages={pages} id="semana-cliente" pathname={location.pathname}>
      {plans && (
        <CourseJsonLd
          page={pages?.find(page => page.id === "semana-cliente") ?? null}
          plans={plans}
          offer={null}
          pathname={location.pathname}
        />
      )}
      <FaqJsonLd items={questionsWhen(renewalQuestions(data.faqJson), openAtBuild ? "open" : "closed")} />
    </PageSeo>
  )
}

export const query = graphql`
  query SemanaClientePage {
    renewalOfferJson {
      ...CustomerWeekDates
      openAtBuild
      endedAtBuild
      planName
      offerPrice
      fullPrice
    }
    ...PageSeoEntries
    pagesJson {
      pages {
        outsideWeekTitle
        outsideWeekDescription
      }
    }
    ...SiteFooter
    ...SemanaClienteBanner
    ...SemanaClienteSections
  }
`
