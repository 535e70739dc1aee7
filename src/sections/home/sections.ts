// The shared UI this page's sections use comes with this loader: see SectionLoader in src/sections/deferred-sections.tsx.
import "../../ui/primitives"
import "../../ui/Picture"
import { graphql } from "gatsby"
import type { SectionCode } from "../deferred-sections"

/** @public */ export const fragment = graphql`
  fragment HomeSections on Query {
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
  }

  # The labels the home sections read (content/data/ui.json).
  fragment HomeLabels on Query {
    uiJson {
      home {
        basicAgentsTitle
        advancedAgentsTitle
        detailsLabel
        toolsTitle
        courseHoursLabel
        courseValueLabel
        rating
        ratingLabel
        phaseLabel
        bonusValueLabel
        perMonth
        perYear
        layersTitle
        pillarsTitle
        trustLabel
        includedLabel
        excludedLabel
        categoriesTitle
        templatesUnit
        stackTotalLabel
        discountLabel
        savingLabel
        priceRevealLabel
      }
      modal {
        closeLabel
        featuresTitle
        storyTitle
        phaseCtaLabel
        learningsTitle
        resultTitle
      }
      video {
        playLabel
        unavailableTitle
      }
    }
  }
`

export const sectionCode: SectionCode<"home", Queries.HomeSectionsFragment> = {
  hero: () => import("./hero/Hero").then(m => m.Hero),
  painVsPath: () => import("./pain-vs-path/PainVsPath").then(m => m.PainVsPath),
  methodology: () => import("./methodology/Methodology").then(m => m.Methodology),
  journey: () => import("./journey/Journey").then(m => m.Journey),
  agents: () => import("./agents/Agents").then(m => m.Agents),
  demos: () => import("./demos/Demos").then(m => m.Demos),
  portfolio: () => import("./portfolio/Portfolio").then(m => m.Portfolio),
  toolPillars: () => import("./tool-pillars/ToolPillars").then(m => m.ToolPillars),
  members: () => import("./members/Members").then(m => m.Members),
  course: () => import("./course/Course").then(m => m.Course),
  testimonials: () => import("./testimonials/Testimonials").then(m => m.Testimonials),
  llmBonus: () => import("./llm-bonus/LlmBonus").then(m => m.LlmBonus),
  valueStack: () => import("./value-stack/ValueStack").then(m => m.ValueStack),
  pricing: () => import("./pricing/Pricing").then(m => m.Pricing),
  finalCta: () => import("./final-cta/FinalCta").then(m => m.FinalCta),
}
