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
  dd: { margin: "0", fontSize: theme.fontSizes.xl, fontWeight: 800 },
})
