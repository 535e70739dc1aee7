import { graphql, type HeadProps, type PageProps } from "gatsby"
import { FOOTER_ID } from "../components/footer/footer-id"
import { HERO_POSTER_SIZES, Hero } from "../components/hero/Hero"
import { PromoBanner } from "../components/promo-banner/PromoBanner"
import { CourseJsonLd } from "../components/seo/CourseJsonLd"
import { ImagePreload } from "../components/seo/ImagePreload"
import { PageSeo } from "../components/seo/PageSeo"
import { HydrationBoundary } from "../components/ui/HydrationBoundary"
import { lazyAfterLoad, lazyNearViewport } from "../components/ui/lazyNearViewport"
import { indexBySection, sectionCopy } from "../lib/copy"

// Below the fold: in the static HTML, their code fetched as they near the viewport
// (a button pressed before it arrives is pressed again after; see lazyNearViewport).
// Pricing's plan links need none of it: one listener opens the lead modal (src/lib/plan-links.ts).
const AgentCards = lazyNearViewport("agents", () =>
  import("../components/agents/AgentCards").then(module => module.AgentCards),
)
const Course = lazyNearViewport("course", () => import("../components/course/Course").then(module => module.Course))
const DemoVideos = lazyNearViewport("demos", () =>
  import("../components/demos/DemoVideos").then(module => module.DemoVideos),
)
const FinalCta = lazyNearViewport("final-cta", () =>
  import("../components/final-cta/FinalCta").then(module => module.FinalCta),
)
const Journey = lazyNearViewport("journey", () =>
  import("../components/journey/Journey").then(module => module.Journey),
)
const LlmBonus = lazyNearViewport("bonus", () =>
  import("../components/llm-bonus/LlmBonus").then(module => module.LlmBonus),
)
const MembersArea = lazyNearViewport("members", () =>
  import("../components/members/MembersArea").then(module => module.MembersArea),
)
const Methodology = lazyNearViewport("methodology", () =>
  import("../components/methodology/Methodology").then(module => module.Methodology),
)
const PainVsPath = lazyNearViewport("pain", () =>
  import("../components/pain/PainVsPath").then(module => module.PainVsPath),
)
const Portfolio = lazyNearViewport("portfolio", () =>
  import("../components/portfolio/Portfolio").then(module => module.Portfolio),
)
const Pricing = lazyNearViewport("pricing", () =>
  import("../components/pricing/Pricing").then(module => module.Pricing),
)
const Footer = lazyNearViewport(FOOTER_ID, () => import("../components/footer/Footer").then(module => module.Footer))
// Needed only after a few seconds or a click, so fetched when the loaded page is idle.
const ContactWidget = lazyAfterLoad("contact-widget", () =>
  import("../components/contact-widget/ContactWidget").then(module => module.ContactWidget),
)
const Testimonials = lazyNearViewport("testimonials", () =>
  import("../components/testimonials/Testimonials").then(module => module.Testimonials),
)
const ToolPillars = lazyNearViewport("features", () =>
  import("../components/tools/ToolPillars").then(module => module.ToolPillars),
)
const ValueStack = lazyNearViewport("value-stack", () =>
  import("../components/value-stack/ValueStack").then(module => module.ValueStack),
)

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const section = indexBySection(data.copy.nodes, "home")
  const copy = (name: string) => sectionCopy(section(name))
  const ui = data.ui
  if (!ui || !data.offer || !data.methodology || !data.painVsPath) throw new Error("home: content/data is incomplete")
  return (
    <>
      <PromoBanner ui={ui.banner} />
      <main>
        <Hero copy={copy("hero")} ui={ui} />
        <HydrationBoundary>
          <PainVsPath copy={copy("painVsPath")} comparison={data.painVsPath} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Methodology copy={copy("methodology")} methodology={data.methodology} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Journey copy={copy("journey")} phases={data.journey?.phases ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <AgentCards copy={copy("agents")} agents={data.agents?.agents ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <DemoVideos copy={copy("demos")} videos={data.demos?.videos ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Portfolio copy={copy("portfolio")} items={data.portfolio?.projects ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <ToolPillars
            copy={copy("toolPillars")}
            pillars={data.toolPillars?.pillars ?? []}
            categories={data.toolPillars?.templateCategories ?? []}
            ui={ui}
          />
        </HydrationBoundary>
        <HydrationBoundary>
          <MembersArea copy={copy("members")} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Course copy={copy("course")} offer={data.offer} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Testimonials copy={copy("testimonials")} testimonials={data.testimonials?.testimonials ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <LlmBonus copy={copy("llmBonus")} models={data.llmBonus?.models ?? []} offer={data.offer} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <ValueStack
            copy={copy("valueStack")}
            items={data.valueStack?.items ?? []}
            offer={data.offer}
            plans={data.plans?.plans ?? []}
            ui={ui}
          />
        </HydrationBoundary>
        <HydrationBoundary>
          <Pricing copy={copy("pricing")} plans={data.plans?.plans ?? []} ui={ui} />
        </HydrationBoundary>
        <HydrationBoundary>
          <FinalCta copy={copy("finalCta")} />
        </HydrationBoundary>
      </main>
      <HydrationBoundary>
        <Footer ui={ui.footer} />
      </HydrationBoundary>
      <HydrationBoundary>
        {/* A promo event fired before its code arrived still shows the bubble (src/lib/promo.ts). */}
        <ContactWidget ui={ui.widget} />
      </HydrationBoundary>
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const hero = data.copy.nodes.find(node => node.frontmatter.section === "hero")
  return (
    <PageSeo pages={data.pages?.pages} id="home" pathname={location.pathname}>
      <ImagePreload image={hero?.frontmatter.poster?.childImageSharp?.gatsbyImageData} sizes={HERO_POSTER_SIZES} />
      <CourseJsonLd
        page={data.pages?.pages.find(page => page.id === "home") ?? null}
        plans={data.plans?.plans ?? []}
        offer={data.offer}
      />
    </PageSeo>
  )
}

export const query = graphql`
  query HomePage {
    pages: pagesJson {
      pages {
        id
        title
        description
      }
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "home" } } }) {
      nodes {
        ...SectionCopy
        ...SectionPoster
        frontmatter {
          image {
            childImageSharp {
              gatsbyImageData(width: 1100, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
    }
    ui: uiJson {
      ...UiStrings
    }
    painVsPath: painVsPathJson {
      painTitle
      pains
      newPathTitle
      newPath
      trustPoints
    }
    methodology: methodologyJson {
      layers {
        name
        title
        description
      }
      pillars {
        name
        title
        description
        icon
      }
    }
    journey: journeyJson {
      phases {
        number
        title
        description
        icon
        modal {
          intro
          learnings
          expectedResult
        }
      }
    }
    agents: agentsJson {
      agents {
        id
        title
        description
        tools
        tag
        category
        modal {
          description
          features
          story
        }
      }
    }
    demos: demosJson {
      videos {
        id
        title
        subtitle
        description
        practicalExample
        videoId
        fallback
        poster {
          childImageSharp {
            gatsbyImageData(width: 640, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    portfolio: portfolioJson {
      projects {
        id
        name
        title
        description
        imageAlt
        icon
        implementationValue
        monthlyValue
        category
        features
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    toolPillars: toolPillarsJson {
      pillars {
        id
        name
        title
        description
        icon
        highlights
      }
      templateCategories {
        name
        count
        icon
      }
    }
    testimonials: testimonialsJson {
      testimonials {
        id
        name
        role
        date
        value
        imageAlt
        description
        quote
        videoId
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    llmBonus: llmBonusJson {
      models {
        id
        name
        vendor
        status
        description
      }
    }
    valueStack: valueStackJson {
      items {
        id
        name
        price
        description
      }
    }
    offer: offerJson {
      valueStackTotal
      discount
      saving
      courseValue
      courseHours
      guaranteeDays
      llmBonusMonthly
      llmBonusYearly
    }
    plans: plansJson {
      plans {
        id
        name
        price
        installments
        period
        description
        badge
        highlighted
        ctaLabel
        included
        excluded
        checkoutUrl
      }
    }
  }
`
