import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import { fillTemplate } from "../../../lib/fill-template"
import { formatPrice } from "../../../lib/price"
import { mq, theme } from "../../../theme/theme"
import {
  Carousel,
  CarouselControls,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselSlide,
  CarouselViewport,
} from "../../../ui/carousel/Carousel"
import { CAROUSEL_ZOOM_CONTENT, CarouselZoom } from "../../../ui/carousel/CarouselZoom"
import { Section } from "../../../ui/layout"
import { Checklist } from "../../../ui/primitives"
import { Picture } from "../../../ui/Picture"

/** @public */ export const fragment = graphql`
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
        features
        image {
          ...CardImage
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

export function Portfolio({ data }: { data: Queries.HomePortfolioFragment }) {
  const copy = sectionCopy(data.portfolioCopy, "home/portfolio")
  const projects = required(data.portfolioJson, "portfolio.json").projects
  const labels = required(data.uiJson, "ui.json").carousel
  return (
    <Section id={sectionAnchor("home", "portfolio")} copy={copy} tone="raised">
      <Carousel label={labels.regionLabel} roleDescription={labels.roleDescription} autoplayMs={5000}>
        <CarouselViewport data-testid="portfolio-track">
          {projects.map((project, index) => {
            const image = project.image.childImageSharp?.gatsbyImageData
            const label = fillTemplate(labels.slideLabel, {
              number: index + 1,
              total: projects.length,
              name: project.name,
            })
            return (
              <CarouselSlide
                key={project.id}
                css={slideStyle}
                index={index}
                roleDescription={labels.slideRoleDescription}
                label={label}
              >
                <CarouselZoom labels={labels}>
                  {image && (
                    <Picture
                      image={image}
                      alt={project.imageAlt}
                      sizes="(min-width: 1024px) 640px, calc(100vw - 32px)"
                      className={CAROUSEL_ZOOM_CONTENT}
                    />
                  )}
                </CarouselZoom>
                <div css={detailsStyle}>
                  <div css={headingStyle}>
                    <span aria-hidden="true">{project.icon}</span>
                    <h3>{project.name}</h3>
                  </div>
                  <strong>{project.title}</strong>
                  <p>{project.description}</p>
                  <Checklist items={project.features} />
                  <dl css={pricesStyle}>
                    <div>
                      <dt>{labels.implementationLabel}</dt>
                      <dd>{formatPrice(project.implementationValue)}</dd>
                    </div>
                    {project.monthlyValue != null && (
                      <div>
                        <dt>{labels.monthlyLabel}</dt>
                        <dd>{formatPrice(project.monthlyValue)}</dd>
                      </div>
                    )}
                  </dl>
                </div>
              </CarouselSlide>
            )
          })}
        </CarouselViewport>
        <CarouselControls>
          <CarouselPlayToggle playLabel={labels.playLabel} pauseLabel={labels.pauseLabel} />
          <CarouselPrevious label={labels.previousLabel} />
          <CarouselDots labels={projects.map((project, i) => `${labels.dotLabel} ${i + 1}: ${project.name}`)} />
          <CarouselNext label={labels.nextLabel} />
        </CarouselControls>
      </Carousel>
    </Section>
  )
}

const slideStyle = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[5],
  alignContent: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1.25fr) minmax(0, 1fr)", gap: theme.space[7], alignItems: "center" },
})

const detailsStyle = css({
  display: "grid",
  gap: theme.space[3],
  "> strong": { color: theme.colors.accentText, fontSize: theme.fontSizes.md },
  "> p": { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  li: { fontSize: theme.fontSizes.sm },
})

const headingStyle = css({
  display: "flex",
  alignItems: "center",
  gap: theme.space[3],
  fontSize: "1.6rem",
  h3: { fontSize: theme.fontSizes.xl },
})

const pricesStyle = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(130px, 1fr))",
  gap: theme.space[3],
  margin: `${theme.space[2]} 0 0`,
  div: {
    padding: theme.space[3],
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.border}`,
    background: "rgba(255, 255, 255, 0.03)",
  },
  dt: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  dd: { margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 800 },
})
