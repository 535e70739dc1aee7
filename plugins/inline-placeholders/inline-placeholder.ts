import sharp from "sharp"

export interface InlinePlaceholderSize {
  /** Its width in pixels; the height follows the image's proportions. */
  width: number
  /** WebP quality, 1–100: a placeholder only has to look right until the real file replaces it. */
  quality: number
}

/**
 * A copy of the image small enough to inline in the HTML, as a data URI: the page paints it with
 * its first paint, before any image file could arrive.
 */
export async function inlinePlaceholder(file: string, { width, quality }: InlinePlaceholderSize): Promise<string> {
  const webp = await sharp(file).rotate().resize({ width }).webp({ quality }).toBuffer()
  return `data:image/webp;base64,${webp.toString("base64")}`
}
