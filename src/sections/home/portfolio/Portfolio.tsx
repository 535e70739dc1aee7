import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import {
  Carousel,
  CarouselControls,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselViewport,
} from "../../../ui/carousel/Carousel"
import { Section } from "../../../ui/layout"
import { ProjectSlide } from "./ProjectSlide"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomePortfolio on Query {
    portfolioCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "portfolio" } }) {
      ...SectionCopy
    }
    portfolioJson {
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
            gatsbyImageData(
              width: 720
              layout: CONSTRAINED
              formats: [AUTO, WEBP, AVIF]
              outputPixelDensities: [0.5, 1]
            )
          }
        }
      }
    }
    uiJson {
      carousel {
        previousLabel
        nextLabel
        dotLabel
        zoomInLabel
        zoomOutLabel
        resetLabel
        implementationLabel
        monthlyLabel
        regionLabel
        roleDescription
        slideRoleDescription
        slideLabel
        zoomHint
        zoomLevelLabel
        pauseLabel
        playLabel
      }
    }
  }
`

/** The carousel advances by itself every 5 seconds. */
const AUTOPLAY_MS = 5000

/** The 12 ready-made agent projects, one slide each (src/ui/carousel). */
export function Portfolio({ data }: { data: Queries.HomePortfolioFragment }) {
  const copy = sectionCopy(data.portfolioCopy, "home/portfolio")
  const projects = required(data.portfolioJson, "portfolio.json").projects
  const labels = required(data.uiJson, "ui.json").carousel
  return (
    <Section id={sectionAnchor("home", "portfolio")} copy={copy} tone="raised">
      <Carousel label={labels.regionLabel} roleDescription={labels.roleDescription} autoplayMs={AUTOPLAY_MS}>
        <CarouselViewport data-testid="portfolio-track">
          {projects.map((project, index) => (
            <ProjectSlide key={project.id} project={project} index={index} total={projects.length} labels={labels} />
          ))}
        </CarouselViewport>
        <CarouselControls>
          <CarouselPlayToggle playLabel={labels.playLabel} pauseLabel={labels.pauseLabel} />
          <CarouselPrevious label={labels.previousLabel} />
          <CarouselDots labels={projects.map((project, index) => `${labels.dotLabel} ${index + 1}: ${project.name}`)} />
          <CarouselNext label={labels.nextLabel} />
        </CarouselControls>
      </Carousel>
    </Section>
  )
}
