import styled from "@emotion/styled"
import { getImage } from "gatsby-plugin-image"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import { Actions, CardGrid, Pill } from "../ui/primitives"
import { VideoFacade } from "../ui/VideoFacade"
import type { DemoVideo, HomeCopy, UiStrings } from "../home-types"

export function DemoVideos({ copy, videos, ui }: { copy: HomeCopy; videos: readonly DemoVideo[]; ui: UiStrings }) {
  const { videoHost } = useSiteSettings()
  return (
    <Section id="demos" copy={copy}>
      <CardGrid columns={3} gap={{ base: 7, md: 6 }}>
        {videos.map(video => {
          const poster = getImage(video.poster.childImageSharp?.gatsbyImageData ?? null)
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
              <Text>
                <h3>{video.title}</h3>
                <Subtitle>{video.subtitle}</Subtitle>
                <p>{video.description}</p>
                <Example>
                  <Pill tone="info">{ui.modal.storyTitle}</Pill>
                  <p>{video.practicalExample}</p>
                </Example>
              </Text>
            </li>
          )
        })}
      </CardGrid>
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
    </Section>
  )
}

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Subtitle = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const Example = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 2px solid rgba(34, 211, 238, 0.5);
  background: rgba(255, 255, 255, 0.02);
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
`
