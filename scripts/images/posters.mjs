/**
 * Video posters (1280×720 JPEG, quality 78). The scenes live in posters-1.mjs
 * and posters-2.mjs; this file adds the shared backdrop and renders them.
 * No play button is drawn: the site overlays its own in the centre.
 */
import { svgDoc, background, render } from "./common.mjs"
import scenesA, { W, H } from "./posters-1.mjs"
import scenesB from "./posters-2.mjs"

const SCENES = { ...scenesA, ...scenesB }
const ORDER = ["hero", "demo-commercial", "demo-scheduling", "demo-calls", "renewal-hero", "testimonial-video"]

/** Full SVG document for one poster (handy for previews). */
export const posterSvg = name =>
  svgDoc(
    W,
    H,
    background(W, H, [
      [0.12, 0.1, 0.5, "v"],
      [0.9, 0.92, 0.45, "c"],
    ]) + SCENES[name](),
  )

export async function generatePosters() {
  const results = []
  for (const name of ORDER) {
    if (!SCENES[name]) throw new Error(`Missing poster scene: ${name}`)
    results.push(await render(posterSvg(name), `content/images/posters/${name}.jpg`, { format: "jpeg" }))
  }
  return results
}
