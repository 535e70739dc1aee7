import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useState } from "react"
import { isPlainClick } from "../lib/browser/plain-click"
import { theme } from "../theme/theme"
import { Icon } from "./icons"
import { Picture } from "./Picture"

/** `host`: the privacy-enhanced player's origin; `fallback`: the video's words, for when it cannot play. */
type VideoFacadeProps = { videoId: string; title: string; poster: IGatsbyImageData; playLabel: string; host: string }
type VideoFallback = { fallback?: string; unavailableTitle?: string }
type PosterOptions = { sizes: string; eager?: boolean; inlineCopy?: string | null }

const PLAYER_LOAD_TIMEOUT_MS = 6000

/**
 * A local poster linking to the player's page until hydrated; then a click loads the player in place (nothing asked
 * of its host before). Offline, or if it is slow, the video's words and the link take its place.
 */
export function VideoFacade({ eager = false, ...video }: VideoFacadeProps & VideoFallback & PosterOptions) {
  const url = `${video.host}/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`
  const name = `${video.playLabel}: ${video.title}`
  const [state, setState] = useState<"poster" | "loading" | "ready" | "failed">("poster")

  useEffect(() => {
    if (state !== "loading") return
    const timeout = window.setTimeout(() => setState("failed"), PLAYER_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timeout)
  }, [state])

  return (
    <div css={frameStyle} data-player-state={state}>
      {state === "poster" && (
        <>
          <Picture
            image={video.poster}
            alt=""
            sizes={video.sizes}
            eager={eager}
            // An above-the-fold poster whose inline copy paints at once lets its file wait behind the page.
            fetchPriority={eager && video.inlineCopy ? "low" : undefined}
            inlineCopy={video.inlineCopy}
            fill
          />
          <a
            css={playLinkStyle}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={event => {
              // Ctrl/⌘/middle-click keep the browser's own behaviour: the player's page in a new tab.
              if (!isPlainClick(event)) return
              event.preventDefault()
              setState(navigator.onLine ? "loading" : "failed")
            }}
            aria-label={name}
          >
            <span css={playIconStyle} aria-hidden="true">
              <Icon size={28} path="M8 5v14l11-7z" />
            </span>
          </a>
        </>
      )}
      {(state === "loading" || state === "ready") && (
        <iframe
          src={url}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          onLoad={() => setState("ready")}
        />
      )}
      {state === "failed" && (
        <div css={fallbackStyle} role="status">
          {video.unavailableTitle && <strong>{video.unavailableTitle}</strong>}
          {video.fallback && <span>{video.fallback}</span>}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </div>
      )}
      {video.fallback && (
        <noscript>
          <p css={noScriptFallbackStyle}>{video.fallback}</p>
        </noscript>
      )}
    </div>
  )
}

const frameStyle = css`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  /* The fallback text may be longer than a 16:9 box holds on a phone. */
  &[data-player-state="failed"] {
    aspect-ratio: auto;
    min-height: 180px;
  }
`

/* The play link covers the poster: the whole picture is one click target. */
const playLinkStyle = css`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  &:hover > span,
  &:focus-visible > span {
    transform: translate(-50%, -50%) scale(1.08);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`

const playIconStyle = css`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  padding-left: 4px;
  border-radius: 50%;
  color: #fff;
  background: ${theme.colors.gradient};
  box-shadow:
    ${theme.shadows.glow},
    0 0 0 10px rgba(139, 92, 246, 0.18);
  transition: transform 0.2s ease;
`

const fallbackStyle = css`
  min-height: inherit;
  display: grid;
  align-content: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  text-align: left;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  background: ${theme.colors.gradientSoft}, ${theme.colors.surface};
  strong {
    color: ${theme.colors.text};
  }
`

const noScriptFallbackStyle = css`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${theme.space[4]};
  background: rgba(7, 7, 12, 0.85);
  font-size: ${theme.fontSizes.sm};
`
