import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Section } from "../../../ui/layout"
import { Actions, CardGrid, Pill } from "../../../ui/primitives"
import { VideoFacade } from "../../../ui/VideoFacade"

/** @public */ export const fragment = graphql`
  fragment HomeDemos on Query {
    demosCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "demos" } }) {
      ...SectionCopy
    }
    demosJson {
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
            gatsbyImageData(width: 640, formats: [AUTO, WEBP, AVIF], outputPixelDensities: [0.5, 1])
          }
        }
      }
    }
    ...HomeLabels
  }
`

export function Demos({ data }: { data: Queries.HomeDemosFragment }) {
  const { videoHost } = useSiteSettings()
  const copy = sectionCopy(data.demosCopy, "home/demos")
  const { videos } = required(data.demosJson, "demos.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "demos")} copy={copy}>
      <CardGrid columns={3} gap={{ base: 7, md: 6 }}>
        {videos.map(video => {
          const poster = video.poster.childImageSharp?.gatsbyImageData
          return (
            <li key={video.id} data-testid={`demo-${video.id}`}>
              {poster && (
                <VideoFacade
                  videoId={video.videoId}
                  title={video.title}
                  poster={poster}
                  playLabel={ui.video.playLabel}
                  host={videoHost}
                  fallback={video.fallback}
                  unavailableTitle={ui.video.unavailableTitle}
                  sizes="(min-width: 1024px) 370px, (min-width: 768px) 45vw, calc(100vw - 32px)"
                />
              )}
              <div css={textStyle}>
                <h3>{video.title}</h3>
                <p css={subtitleStyle}>{video.subtitle}</p>
                <p>{video.description}</p>
                <div css={exampleStyle}>
                  <Pill tone="info">{ui.modal.storyTitle}</Pill>
                  <p>{video.practicalExample}</p>
                </div>
              </div>
            </li>
          )
        })}
      </CardGrid>
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
    </Section>
  )
}

const textStyle = css({
  display: "grid",
  gap: theme.space[3],
  marginTop: theme.space[5],
  h3: { fontSize: theme.fontSizes.xl },
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
})

const subtitleStyle = css({ "&&": { color: theme.colors.accentText, fontWeight: 600, fontSize: theme.fontSizes.md } })

const exampleStyle = css({
  display: "grid",
  gap: theme.space[2],
  padding: theme.space[4],
  borderLeft: "2px solid rgba(34, 211, 238, 0.5)",
  background: "rgba(255, 255, 255, 0.02)",
  borderRadius: `0 ${theme.radii.sm} ${theme.radii.sm} 0`,
})
