import { css } from "@emotion/react"
import { RENDER_ALL_ATTRIBUTE } from "../lib/browser/scroll"

/**
 * A block the browser skips while off screen, so the first frame lays out only what is near the viewport;
 * `estimate` is its height until it first renders. While a scripted smooth scroll runs (src/lib/browser/scroll.ts)
 * every such block renders, keeping `auto`'s containment, or the page would shrink under the scroll's target.
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
