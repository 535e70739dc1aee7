import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { asPageMounts, sectionsAfterLoad, sectionsNearViewport } from "../sections/lazy"
import { PageSections, type PageSectionComponents } from "../sections/PageSections"
import { LateCustomerWeek, renewalOffers } from "../features/customer-week"
import { CourseJsonLd, FaqJsonLd, PageSeo } from "../features/seo"
import { WEEK_BANNER_ID } from "../sections/customer-week/banner/banner-id"
import { questionsWhen, renewalQuestions } from "../sections/customer-week/faq/questions"
import { useSiteSettings } from "../content/useSiteSettings"

type Data = Queries.SemanaClientePageQuery

/** Below the fold: in the static HTML, their code fetched as they near the viewport (see sections/lazy). */
const later = sectionsNearViewport<"semana-cliente", Data>("semana-cliente")

/** Above the fold, working as static HTML until then: its code comes once the page is idle (see sections/lazy). */
const firstScreen = sectionsAfterLoad<"semana-cliente", Data>("semana-cliente")

/** /semana-cliente, the customer-week renewal offer: its sections in src/sections/page-sections.ts order. */
const SECTIONS: PageSectionComponents<"semana-cliente", Data> = {
  hero: firstScreen("hero", () => import("../sections/customer-week/hero/Hero").then(m => m.Hero)),
  audience: later("audience", () => import("../sections/customer-week/audience/Audience").then(m => m.Audience)),
  stop: later("stop", () => import("../sections/customer-week/stop/Stop").then(m => m.Stop)),
  includes: later("includes", () => import("../sections/customer-week/includes/Includes").then(m => m.Includes)),
  pricing: later("pricing", () => import("../sections/customer-week/pricing/Pricing").then(m => m.Pricing)),
  testimonials: later("testimonials", () =>
    import("../sections/customer-week/testimonials/Testimonials").then(m => m.Testimonials),
  ),
  faq: later("faq", () => import("../sections/customer-week/faq/Faq").then(m => m.Faq)),
  guarantee: later("guarantee", () => import("../sections/customer-week/guarantee/Guarantee").then(m => m.Guarantee)),
  limited: later("limited", () => import("../sections/customer-week/limited/Limited").then(m => m.Limited)),
  finalCta: later("finalCta", () => import("../sections/customer-week/final-cta/FinalCta").then(m => m.FinalCta)),
}

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
    ...SemanaClienteHero
    ...SemanaClienteAudience
    ...SemanaClienteStop
    ...SemanaClienteIncludes
    ...SemanaClientePricing
    ...SemanaClienteTestimonials
    ...SemanaClienteFaq
    ...SemanaClienteGuarantee
    ...SemanaClienteLimited
    ...SemanaClienteFinalCta
  }
`
