import styled from "@emotion/styled"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { fillTemplate } from "../../../lib/fill-template"
import { mq } from "../../../theme/theme"
import { CAROUSEL_ZOOM_CONTENT, CarouselSlide, CarouselZoom } from "../../../ui/carousel"
import { Checklist } from "../../../ui/primitives"

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
  const image = getImage(project.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <Slide
      index={index}
      roleDescription={labels.slideRoleDescription}
      label={fillTemplate(labels.slideLabel, { number: index + 1, total, name: project.name })}
    >
      <CarouselZoom labels={labels}>
        {image && (
          <GatsbyImage
            image={image}
            alt={project.imageAlt}
            sizes="(min-width: 1024px) 640px, calc(100vw - 32px)"
            className={CAROUSEL_ZOOM_CONTENT}
          />
        )}
      </CarouselZoom>
      <Details>
        <Heading>
          <span aria-hidden="true">{project.icon}</span>
          <h3>{project.name}</h3>
        </Heading>
        <strong>{project.title}</strong>
        <p>{project.description}</p>
        <Checklist items={project.features} />
        <Prices>
          <div>
            <dt>{labels.implementationLabel}</dt>
            <dd>{project.implementationValue}</dd>
          </div>
          {project.monthlyValue && (
            <div>
              <dt>{labels.monthlyLabel}</dt>
              <dd>{project.monthlyValue}</dd>
            </div>
          )}
        </Prices>
      </Details>
    </Slide>
  )
}

/** Image over details on phones, side by side from lg. */
const Slide = styled(CarouselSlide)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: center;
  }
`

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: 1.6rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Prices = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: rgba(255, 255, 255, 0.03);
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
`
