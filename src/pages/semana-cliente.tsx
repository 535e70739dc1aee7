import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../components/footer/LateFooter"
import { sectionsNearViewport } from "../components/sections/lazy"
import { PageSections, type PageSectionComponents } from "../components/sections/PageSections"
import { CustomerWeek } from "../components/customer-week/week"
import { CourseJsonLd } from "../components/seo/CourseJsonLd"
import { FaqJsonLd } from "../components/seo/FaqJsonLd"
import { ImagePreload } from "../components/seo/ImagePreload"
import { PageSeo } from "../components/seo/PageSeo"
import { Banner } from "../components/semana-cliente/banner/Banner"
import { questionsWhen, renewalQuestions } from "../components/semana-cliente/faq/questions"
import { HERO_POSTER_SIZES, Hero } from "../components/semana-cliente/hero/Hero"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { weekState, weekWindow } from "../lib/customer-week"
import { renewalPlan } from "../lib/renewal-json-ld"

type Data = Queries.SemanaClientePageQuery

/** Below the fold: in the static HTML, their code fetched as they near the viewport (see sections/lazy). */
const later = sectionsNearViewport<"semana-cliente", Data>("semana-cliente")

/** /semana-cliente, the customer-week renewal offer: its sections in src/lib/page-sections.ts order. */
const SECTIONS: PageSectionComponents<"semana-cliente", Data> = {
  hero: Hero,
  audience: later("audience", () => import("../components/semana-cliente/audience/Audience").then(m => m.Audience)),
  stop: later("stop", () => import("../components/semana-cliente/stop/Stop").then(m => m.Stop)),
  includes: later("includes", () => import("../components/semana-cliente/includes/Includes").then(m => m.Includes)),
  pricing: later("pricing", () => import("../components/semana-cliente/pricing/Pricing").then(m => m.Pricing)),
  testimonials: later("testimonials", () =>
    import("../components/semana-cliente/testimonials/Testimonials").then(m => m.Testimonials),
  ),
  faq: later("faq", () => import("../components/semana-cliente/faq/Faq").then(m => m.Faq)),
  guarantee: later("guarantee", () =>
    import("../components/semana-cliente/guarantee/Guarantee").then(m => m.Guarantee),
  ),
  limited: later("limited", () => import("../components/semana-cliente/limited/Limited").then(m => m.Limited)),
  finalCta: later("finalCta", () => import("../components/semana-cliente/final-cta/FinalCta").then(m => m.FinalCta)),
}

export default function SemanaClientePage({ data }: PageProps<Data>) {
  return (
    <>
      {data.renewalOfferJson && <CustomerWeek dates={data.renewalOfferJson} />}
      <Banner data={data} />
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
  // Structured data is static: it says what holds when the page is built.
  const builtAt = Date.parse(data.site?.buildTime ?? "")
  const openAtBuild = offer !== null && weekState(weekWindow(offer), builtAt) === "open"
  const plan =
    offer && renewalPlan({ ...offer, checkoutUrl: renewalCheckout, fullCheckoutUrl: renewalCheckoutFull }, builtAt)
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
      <ImagePreload
        image={data.heroCopy?.frontmatter.poster?.childImageSharp?.gatsbyImageData}
        sizes={HERO_POSTER_SIZES}
      />
      {plan && (
        <CourseJsonLd
          page={pages?.find(page => page.id === "semana-cliente") ?? null}
          plans={[plan]}
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
    site {
      buildTime
    }
    renewalOfferJson {
      ...CustomerWeekDates
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
