/**
 * Shared helpers for the generated site images.
 *
 * Re-exports the palette, fonts and SVG snippets (base.mjs), the chat and
 * phone/browser frames (frames.mjs) and the dashboard widgets (widgets.mjs),
 * and adds render(), which rasterises an SVG string with sharp.
 */
import sharp from "sharp"
import { mkdir, stat } from "node:fs/promises"
import path from "node:path"
import { ROOT } from "./base.mjs"

export * from "./base.mjs"
export * from "./frames.mjs"
export * from "./widgets.mjs"

/**
 * Renders an SVG string to `file` (relative to the repo root) and returns
 * { file, size }. format: "png" (256-colour palette) or "jpeg" (quality 78).
 */
export async function render(svg, file, { format = "png", width, height } = {}) {
  const out = path.resolve(ROOT, file)
  await mkdir(path.dirname(out), { recursive: true })
  let img = sharp(Buffer.from(svg))
  if (width || height) img = img.resize(width, height, { fit: "fill" })
  img =
    format === "jpeg" || format === "jpg"
      ? img.flatten({ background: "#07070c" }).jpeg({ quality: 78, mozjpeg: true })
      : // quality 100 + effort 10 picks a fuller 256-colour palette: it removes the
        // blotches quality 80 leaves in the soft glows and the files come out no larger.
        img.png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
  await img.toFile(out)
  const { size } = await stat(out)
  return { file, size }
}
