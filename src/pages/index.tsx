import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { PROMO_BANNER_ID } from "../sections/home/promo-banner/banner-id"
import { afterLoad, asPageMounts, sectionsAfterLoad, sectionsNearViewport } from "../sections/lazy"
import { PageSections, type PageSectionComponents } from "../sections/PageSections"
import { loadContactWidget } from "../features/contact-widget"
import { CourseJsonLd, PageSeo } from "../features/seo"

type Data = Queries.HomePageQuery

/** Below the fold: in the static HTML, their code fetched as they near the viewport (see sections/lazy). */
const later = sectionsNearViewport<"home", Data>("home")

/** Above the fold, working as static HTML until then: its code comes once the page is idle (see sections/lazy). */
const firstScreen = sectionsAfterLoad<"home", Data>("home")

/** The landing page's sections, in src/sections/page-sections.ts order. */
const SECTIONS: PageSectionComponents<"home", Data> = {
  hero: firstScreen("hero", () => import("../sections/home/hero/Hero").then(m => m.Hero)),
  painVsPath: later("painVsPath", () => import("../sections/home/pain-vs-path/PainVsPath").then(m => m.PainVsPath)),
  methodology: later("methodology", () => import("../sections/home/methodology/Methodology").then(m => m.Methodology)),
  journey: later("journey", () => import("../sections/home/journey/Journey").then(m => m.Journey)),
  agents: later("agents", () => import("../sections/home/agents/Agents").then(m => m.Agents)),
  demos: later("demos", () => import("../sections/home/demos/Demos").then(m => m.Demos)),
  portfolio: later("portfolio", () => import("../sections/home/portfolio/Portfolio").then(m => m.Portfolio)),
  toolPillars: later("toolPillars", () => import("../sections/home/tool-pillars/ToolPillars").then(m => m.ToolPillars)),
  members: later("members", () => import("../sections/home/members/Members").then(m => m.Members)),
  course: later("course", () => import("../sections/home/course/Course").then(m => m.Course)),
  testimonials: later("testimonials", () =>
    import("../sections/home/testimonials/Testimonials").then(m => m.Testimonials),
  ),
  llmBonus: later("llmBonus", () => import("../sections/home/llm-bonus/LlmBonus").then(m => m.LlmBonus)),
  valueStack: later("valueStack", () => import("../sections/home/value-stack/ValueStack").then(m => m.ValueStack)),
  pricing: later("pricing", () => import("../sections/home/pricing/Pricing").then(m => m.Pricing)),
  finalCta: later("finalCta", () => import("../sections/home/final-cta/FinalCta").then(m => m.FinalCta)),
}

/** The sticky promo banner: its code comes as the page mounts; all but its countdown works before (see its component). */
const LatePromoBanner = asPageMounts<Data>(PROMO_BANNER_ID, () =>
  import("../sections/home/promo-banner/PromoBanner").then(m => m.PromoBanner),
)

/** Needed only after a few seconds or a click (its panel opens natively meanwhile): fetched once the page is idle. */
const LateContactWidget = afterLoad<Data>("contact-widget", loadContactWidget)

export default function HomePage({ data }: PageProps<Data>) {
  return (
    <>
      <LatePromoBanner data={data} />
      <main>
        <PageSections page="home" data={data} sections={SECTIONS} />
      </main>
      <LateFooter data={data} />
      <LateContactWidget data={data} />
    </>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const pages = data.pagesJson?.pages
  return (
    <PageSeo pages={pages} id="home" pathname={location.pathname}>
      <CourseJsonLd
        page={pages?.find(page => page.id === "home") ?? null}
        plans={data.plansJson?.plans ?? []}
        offer={data.offerJson}
      />
    </PageSeo>
  )
}

export const query = graphql`
  query HomePage {
    ...PageSeoEntries
    ...SiteFooter
    plansJson {
      plans {
        name
        price
        checkoutUrl
      }
    }
    offerJson {
      courseHours
    }
    ...HomePromoBanner
    ...HomeHero
    ...HomePainVsPath
    ...HomeMethodology
    ...HomeJourney
    ...HomeAgents
    ...HomeDemos
    ...HomePortfolio
    ...HomeToolPillars
    ...HomeMembers
    ...HomeCourse
    ...HomeTestimonials
    ...HomeLlmBonus
    ...HomeValueStack
    ...HomePricing
    ...HomeFinalCta
    ...ContactWidget
  }
`
