import { css } from "@emotion/react"
import { RENDER_ALL_ATTRIBUTE } from "../lib/browser/scroll"

/**
 * A block below the fold that the browser skips (no layout, no paint) while it
 * is off screen: `content-visibility: auto`. Every page section, the customer
 * week's guarantee and closing call, the footer, the legal pages' later
 * sections and their seller card use it: the first frame lays out only what
 * is near the viewport (on a phone that cuts the load's main-thread work by
 * more than half).
 * `estimate` is its height until it first renders; the browser then remembers
 * the real one. Find-in-page, anchors and screen readers still reach it.
 *
 * Smooth in-page scrolling is scripted (src/lib/browser/scroll.ts): a CSS
 * smooth scroll would aim from the estimates, so while it runs every such
 * block renders.
 */
export function skipWhileOffscreen(estimate: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimate};
    html[${RENDER_ALL_ATTRIBUTE}] & {
      content-visibility: visible;
    }
  `
}
