import styled from "@emotion/styled"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { useState } from "react"

interface VideoFacadeProps {
  videoId: string
  title: string
  poster: IGatsbyImageData
  playLabel: string
  /** Privacy-enhanced player origin, from content/site.json. */
  host: string
  /** Shown instead of the player when it cannot play. */
  fallback?: string
  eager?: boolean
}

/**
 * A local poster with a play button; the external player's iframe loads only
 * after a click, so no third-party request happens before the visitor asks.
 */
export function VideoFacade({ videoId, title, poster, playLabel, host, fallback, eager = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  return (
    <Frame>
      {playing ? (
        <iframe
          src={`${host}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <PlayButton type="button" onClick={() => setPlaying(true)} aria-label={`${playLabel}: ${title}`}>
          <GatsbyImage image={poster} alt="" loading={eager ? "eager" : "lazy"} className="poster" />
          <PlayIcon aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </PlayIcon>
        </PlayButton>
      )}
      {fallback && <noscript><Fallback>{fallback}</Fallback></noscript>}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  .poster {
    width: 100%;
    height: 100%;
  }
`

const PlayIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  color: #fff;
  background: ${({ theme }) => theme.colors.gradient};
  box-shadow: ${({ theme }) => theme.shadows.glow};
`

const Fallback = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(7, 7, 12, 0.85);
`
