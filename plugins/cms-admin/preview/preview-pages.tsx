/**
 * The pages the CMS preview renders with the site's own sections: every
 * section of / and /semana-cliente, loaded at once (the site loads those below
 * the fold as they near the viewport; the preview has no fold to wait for).
 */
import type { ReactNode } from "react"
import { PageSections, type PageSectionComponents } from "../../../src/sections/PageSections"
import { CustomerWeek } from "../../../src/features/customer-week"
import { PromoBanner } from "../../../src/sections/home/promo-banner/PromoBanner"
import { Banner } from "../../../src/sections/customer-week/banner/Banner"
import { Agents } from "../../../src/sections/home/agents/Agents"
import { Course } from "../../../src/sections/home/course/Course"
import { Demos } from "../../../src/sections/home/demos/Demos"
import { FinalCta as HomeFinalCta } from "../../../src/sections/home/final-cta/FinalCta"
import { Hero as HomeHero } from "../../../src/sections/home/hero/Hero"
import { Journey } from "../../../src/sections/home/journey/Journey"
import { LlmBonus } from "../../../src/sections/home/llm-bonus/LlmBonus"
import { Members } from "../../../src/sections/home/members/Members"
import { Methodology } from "../../../src/sections/home/methodology/Methodology"
import { PainVsPath } from "../../../src/sections/home/pain-vs-path/PainVsPath"
import { Portfolio } from "../../../src/sections/home/portfolio/Portfolio"
import { Pricing as HomePricing } from "../../../src/sections/home/pricing/Pricing"
import { Testimonials as HomeTestimonials } from "../../../src/sections/home/testimonials/Testimonials"
import { ToolPillars } from "../../../src/sections/home/tool-pillars/ToolPillars"
import { ValueStack } from "../../../src/sections/home/value-stack/ValueStack"
import { Audience } from "../../../src/sections/customer-week/audience/Audience"
import { Faq } from "../../../src/sections/customer-week/faq/Faq"
import { FinalCta as WeekFinalCta } from "../../../src/sections/customer-week/final-cta/FinalCta"
import { Guarantee } from "../../../src/sections/customer-week/guarantee/Guarantee"
import { Hero as WeekHero } from "../../../src/sections/customer-week/hero/Hero"
import { Includes } from "../../../src/sections/customer-week/includes/Includes"
import { Limited } from "../../../src/sections/customer-week/limited/Limited"
import { Pricing as WeekPricing } from "../../../src/sections/customer-week/pricing/Pricing"
import { Stop } from "../../../src/sections/customer-week/stop/Stop"
import { Testimonials as WeekTestimonials } from "../../../src/sections/customer-week/testimonials/Testimonials"

type HomeData = Queries.HomePageQuery
type WeekData = Queries.SemanaClientePageQuery

const HOME: PageSectionComponents<"home", HomeData> = {
  hero: HomeHero,
  painVsPath: PainVsPath,
  methodology: Methodology,
  journey: Journey,
  agents: Agents,
  demos: Demos,
  portfolio: Portfolio,
  toolPillars: ToolPillars,
  members: Members,
  course: Course,
  testimonials: HomeTestimonials,
  llmBonus: LlmBonus,
  valueStack: ValueStack,
  pricing: HomePricing,
  finalCta: HomeFinalCta,
}

const WEEK: PageSectionComponents<"semana-cliente", WeekData> = {
  hero: WeekHero,
  audience: Audience,
  stop: Stop,
  includes: Includes,
  pricing: WeekPricing,
  testimonials: WeekTestimonials,
  faq: Faq,
  guarantee: Guarantee,
  limited: Limited,
  finalCta: WeekFinalCta,
}

/** The pages the preview renders, by the page ids of src/sections/page-sections.ts. */
export const PREVIEW_PAGES = {
  home: (data: unknown): ReactNode => (
    <>
      <PromoBanner data={data as HomeData} />
      <main>
        <PageSections page="home" data={data as HomeData} sections={HOME} />
      </main>
    </>
  ),
  "semana-cliente": (data: unknown): ReactNode => {
    const week = data as WeekData
    return (
      <>
        {week.renewalOfferJson && <CustomerWeek dates={week.renewalOfferJson} />}
        <Banner data={week} />
        <main>
          <PageSections page="semana-cliente" data={week} sections={WEEK} />
        </main>
      </>
    )
  },
} as const

export type PreviewPage = keyof typeof PREVIEW_PAGES
