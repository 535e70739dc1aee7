import { readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { ICON_FILE, TAB_ICON_SIZE, tabIconDataUri } from "./tab-icon"

const svg = readFileSync(path.join(__dirname, "..", "..", ICON_FILE))

/** The icon's pixels as a tab strip of this colour shows them. */
const onStrip = (image: Buffer, strip: string) => sharp(image).flatten({ background: strip }).raw().toBuffer()

describe("the tab icon", () => {
  let uri: string
  beforeAll(async () => {
    uri = await tabIconDataUri(svg)
  })
  const png = () => Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64")

  it("is a PNG data URI of 48 × 48 pixels", async () => {
    expect(uri).toMatch(/^data:image\/png;base64,/)
    const { format, width, height } = await sharp(png()).metadata()
    expect({ format, width, height }).toEqual({ format: "png", width: TAB_ICON_SIZE, height: TAB_ICON_SIZE })
  })

  it.each(["#ffffff", "#202124"])("shows the same drawing as the SVG on a tab strip of %s", async strip => {
    const reference = await onStrip(
      await sharp(svg, { density: 216 }).resize(TAB_ICON_SIZE, TAB_ICON_SIZE).png().toBuffer(),
      strip,
    )
    const icon = await onStrip(png(), strip)
    let difference = 0
    for (let i = 0; i < icon.length; i++) difference += Math.abs(icon[i] - reference[i])
    // Mean difference per channel, out of 255: a palette's few colours, not another picture.
    expect(difference / icon.length).toBeLessThan(3)
  })

  it("adds no more to every page's HTML than the SVG inline did, give or take a quarter", () => {
    expect(uri.length).toBeLessThan(svg.toString("base64").length * 1.25)
  })
})
