import path from "node:path"
import sharp from "sharp"

/** The site's icon; a designer replaces this one file. (Not in gatsby-node: Gatsby takes its exports for APIs.) */
export const ICON_FILE = path.join("static", "favicon.svg")

// A 16 px tab icon on a 3× screen, and Android's tab grid.
export const TAB_ICON_SIZE = 48

/** A browser draws an SVG icon on the main thread while the page loads; a PNG this size decodes at once. */
export async function tabIconDataUri(svg: Buffer): Promise<string> {
  const { width } = await sharp(svg).metadata()
  const png = await sharp(svg, { density: (72 * 4 * TAB_ICON_SIZE) / width })
    .resize(TAB_ICON_SIZE, TAB_ICON_SIZE)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10, dither: 0 })
    .toBuffer()
  return `data:image/png;base64,${png.toString("base64")}`
}
