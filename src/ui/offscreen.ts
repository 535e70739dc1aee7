import { css } from "@emotion/react"
import { RENDER_ALL_ATTRIBUTE } from "../lib/browser/scroll"

/**
 * A rendered block still clips its paint at its edge; this widens the clip so
 * the cards' glows show whole (the widest, 0 40px 100px -40px, fades out
 * within 100 px). Safari 18 ignores it and clips at the edge.
 */
const GLOW_REACH = "100px"

/**
 * A block below the fold that the browser skips (no layout, no paint) while it
 * is off screen: `content-visibility: auto`. Every page section, the customer
 * week's guarantee and closing call, the footer, the legal pages' later
 * sections and their seller card use it, and so do the lists and card grids
 * in a page section (`Section` in src/ui/layout.tsx): the first frame lays out only what
 * is near the viewport (on a phone that cuts the load's main-thread work by
 * more than half).
 * `estimate` is its height until it first renders; the browser then remembers
 * the real one. Find-in-page, anchors and screen readers still reach it.
 *
 * Smooth in-page scrolling is scripted (src/lib/browser/scroll.ts): a CSS
 * smooth scroll would aim from the estimates, so while it runs every such
 * block renders. It keeps the containment `auto` applies while rendered:
 * without it, a block's children's margins would collapse through it, the
 * size remembered would differ from its skipped one, and the page would
 * shrink under the scroll's target once it ended.
 */
export function skipWhileOffscreen(estimate: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimate};
    overflow-clip-margin: ${GLOW_REACH};
    html[${RENDER_ALL_ATTRIBUTE}] & {
      content-visibility: visible;
      contain: layout style paint;
    }
  `
}
