import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useState, type MouseEvent } from "react"
import { isPlainClick } from "../lib/browser/plain-click"
import { theme } from "../theme/theme"
import { Picture } from "./Picture"

interface VideoFacadeProps {
  videoId: string
  title: string
  poster: IGatsbyImageData
  playLabel: string
  /** Privacy-enhanced player origin, from content/site.json. */
  host: string
  /** Shown instead of the player when it cannot play. */
  fallback?: string
  /** Heading of the fallback block. */
  unavailableTitle?: string
  /** The poster's rendered width, for the browser's choice of image file. */
  sizes: string
  eager?: boolean
  /** A small copy of the poster as a data URI, inlined in the HTML and shown until the file arrives. */
  inlineCopy?: string | null
}

/** How long the player may take to load before the fallback is shown. */
const PLAYER_LOAD_TIMEOUT_MS = 6000

type PlayerState = "poster" | "loading" | "ready" | "failed"

/** The player's own page for a video: where the play link leads before this component's code runs. */
export const playerUrl = (host: string, videoId: string) =>
  `${host}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`

/**
 * A local poster with a play link; the external player's iframe loads only
 * after a click, so no third-party request happens before the visitor asks.
 * The link leads to the player's own page (in a new tab) until this code has
 * hydrated, and without JavaScript; from then on the video plays in place.
 * When the visitor is offline, or the player does not load in time, the
 * video's fallback text takes its place.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  playLabel,
  host,
  fallback,
  unavailableTitle,
  sizes,
  eager = false,
  inlineCopy,
}: VideoFacadeProps) {
  const [state, setState] = useState<PlayerState>("poster")
  // An above-the-fold poster with a copy inlined in the HTML already paints with the first
  // paint; its sharp file then waits behind what the page needs first.
  const inlinePoster = eager && Boolean(inlineCopy)

  useEffect(() => {
    if (state !== "loading" || !fallback) return
    const timeout = window.setTimeout(() => setState("failed"), PLAYER_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timeout)
  }, [state, fallback])

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/⌘/middle-click keep the browser's own behaviour: the player's page in a new tab.
    if (!isPlainClick(event)) return
    event.preventDefault()
    setState(fallback && !navigator.onLine ? "failed" : "loading")
  }

  return (
    <div css={frameStyle} data-player-state={state}>
      {state === "poster" && (
        <>
          <Picture
            image={poster}
            alt=""
            sizes={sizes}
            eager={eager}
            fetchPriority={inlinePoster ? "low" : undefined}
            inlineCopy={inlineCopy}
            fill
          />
          <a
            css={playLinkStyle}
            href={playerUrl(host, videoId)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={play}
            aria-label={`${playLabel}: ${title}`}
          >
            <span css={playIconStyle} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </a>
        </>
      )}
      {(state === "loading" || state === "ready") && (
        <iframe
          src={playerUrl(host, videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          onLoad={() => setState("ready")}
        />
      )}
      {state === "failed" && fallback && (
        <div css={fallbackStyle} role="status">
          {unavailableTitle && <strong>{unavailableTitle}</strong>}
          <span>{fallback}</span>
        </div>
      )}
      {fallback && (
        <noscript>
          <p css={noScriptFallbackStyle}>{fallback}</p>
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
