import path from "node:path"
import sharp from "sharp"

/** The site's icon; a designer replaces this one file. (Not exported from gatsby-node: Gatsby takes its exports for APIs.) */
export const ICON_FILE = path.join("static", "favicon.svg")

/** The tab icon's width and height in pixels: a 16 px tab icon on a 3× screen, and Android's tab grid. */
export const TAB_ICON_SIZE = 48

/**
 * The site's SVG icon as a small PNG data URI, for the tab. A browser makes a whole
 * SVG document (page, frame, parser, style, layout, paint) to draw an SVG icon, on the
 * page's main thread while it loads: 25–60 ms at 4× CPU throttling in traces of every
 * route. A PNG of this size is decoded in well under a millisecond and weighs about
 * as much as the SVG (a palette of 64 colours at most). It is drawn at four times its
 * size, then scaled down, so its edges are smooth.
 */
export async function tabIconDataUri(svg: Buffer): Promise<string> {
  const { width } = await sharp(svg).metadata()
  const density = (72 * 4 * TAB_ICON_SIZE) / width
  const png = await sharp(svg, { density })
    .resize(TAB_ICON_SIZE, TAB_ICON_SIZE)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10, dither: 0 })
    .toBuffer()
  return `data:image/png;base64,${png.toString("base64")}`
}
