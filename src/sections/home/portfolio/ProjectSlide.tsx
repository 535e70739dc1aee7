import { css } from "@emotion/react"
import { fillTemplate } from "../../../lib/fill-template"
import { mq, theme } from "../../../theme/theme"
import { CarouselSlide } from "../../../ui/carousel/Carousel"
import { CAROUSEL_ZOOM_CONTENT, CarouselZoom } from "../../../ui/carousel/CarouselZoom"
import { Checklist } from "../../../ui/primitives"
import { Picture } from "../../../ui/Picture"
import { formatPrice } from "../../../lib/price"

type Project = NonNullable<Queries.HomePortfolioFragment["portfolioJson"]>["projects"][number]
type CarouselLabels = NonNullable<Queries.HomePortfolioFragment["uiJson"]>["carousel"]

/** One ready-made agent project: its image (zoom and pan), details and prices. */
export function ProjectSlide({
  project,
  index,
  total,
  labels,
}: {
  project: Project
  index: number
  total: number
  labels: CarouselLabels
}) {
  const image = project.image.childImageSharp?.gatsbyImageData
  return (
    <CarouselSlide
      css={slideStyle}
      index={index}
      roleDescription={labels.slideRoleDescription}
      label={fillTemplate(labels.slideLabel, { number: index + 1, total, name: project.name })}
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
}

/** Image over details on phones, side by side from lg. */
const slideStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  align-content: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    gap: ${theme.space[7]};
    align-items: center;
  }
`

const detailsStyle = css`
  display: grid;
  gap: ${theme.space[3]};
  > strong {
    color: ${theme.colors.accentText};
    font-size: ${theme.fontSizes.md};
  }
  > p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  li {
    font-size: ${theme.fontSizes.sm};
  }
`

const headingStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: 1.6rem;
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
`

const pricesStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${theme.space[3]};
  margin: ${theme.space[2]} 0 0;
  div {
    padding: ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    border: 1px solid ${theme.colors.border};
    background: rgba(255, 255, 255, 0.03);
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: 800;
  }
`
