import { getImage } from "gatsby-plugin-image"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Section } from "../ui/layout"
import { VideoFacade } from "../ui/VideoFacade"
import type { DemoVideo, HomeCopy, UiStrings } from "../home-types"

export function DemoVideos({ copy, videos, ui }: { copy: HomeCopy; videos: readonly DemoVideo[]; ui: UiStrings }) {
  const { videoHost } = useSiteSettings()
  return (
    <Section id="demos" copy={copy}>
      <ul>
        {videos.map(video => {
          const poster = getImage(video.poster.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={video.jsonId}>
              {poster && (
                <VideoFacade videoId={video.videoId} title={video.title} poster={poster} playLabel={ui.video.playLabel} host={videoHost} fallback={video.fallback} />
              )}
              <h3>{video.title}</h3>
              <p>{video.subtitle}</p>
              <p>{video.description}</p>
              <p>{video.practicalExample}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
