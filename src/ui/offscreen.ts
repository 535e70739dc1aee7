import { css } from "@emotion/react"
import { RENDER_ALL_ATTRIBUTE } from "../lib/browser/scroll"

/**
 * A block skipped while off screen, `estimate` tall until first rendered; during a scripted smooth scroll
 * (src/lib/browser/scroll.ts) it renders, keeping `auto`'s containment, so the target does not move.
 */
export function skipWhileOffscreen(estimate: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimate};
    overflow-clip-margin: 100px; /* the cards' glows */
    html[${RENDER_ALL_ATTRIBUTE}] & {
      content-visibility: visible;
      contain: layout style paint;
    }
  `
}
