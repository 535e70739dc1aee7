/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { createResolvers } from "./gatsby-node"

let dir: string
let poster: string

/** A 1280×720 picture with detail in it (noise), so the encoder's quality shows in its size. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "inline-placeholders-"))
  poster = path.join(dir, "poster.png")
  const pixels = Buffer.alloc(1280 * 720 * 3)
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251
  await sharp(pixels, { raw: { width: 1280, height: 720, channels: 3 } })
    .png()
    .toFile(poster)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Resolve = (
  source: { parent: string | null },
  args: { width: number; quality: number },
  context: unknown,
) => unknown

/** `ImageSharp.inlinePlaceholder` as Gatsby gets it, with a cache kept in memory, for an image whose file is `file`. */
function placeholder(file: { absolutePath: string; internal: { contentDigest: string } } | null) {
  const cache = new Map<string, unknown>()
  let resolve: Resolve | undefined
  const gatsbyCache = {
    get: (key: string) => Promise.resolve(cache.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(cache.set(key, value)),
  }
  ;(createResolvers as unknown as (args: unknown) => void)({
    createResolvers: (resolvers: { ImageSharp: { inlinePlaceholder: { resolve: Resolve } } }) => {
      resolve = resolvers.ImageSharp.inlinePlaceholder.resolve
    },
    cache: gatsbyCache,
  })
  const context = { nodeModel: { getNodeById: () => file } }
  return {
    cache,
    get: (width: number, quality: number) => resolve!({ parent: file && "file-1" }, { width, quality }, context),
  }
}

const decode = (dataUri: unknown) => Buffer.from(String(dataUri).replace(/^data:image\/webp;base64,/, ""), "base64")

test("a placeholder is a WebP data URI of the asked width, in the image's proportions; a lower quality is smaller", async () => {
  const { get } = placeholder({ absolutePath: poster, internal: { contentDigest: "a" } })
  const low = await get(400, 25)
  expect(low).toMatch(/^data:image\/webp;base64,/)
  const { format, width, height } = await sharp(decode(low)).metadata()
  expect({ format, width, height }).toEqual({ format: "webp", width: 400, height: 225 })
  expect(decode(low).length).toBeLessThan(decode(await get(400, 80)).length)
})

test("the image's file is encoded once per content, width and quality", async () => {
  const file = { absolutePath: poster, internal: { contentDigest: "digest-1" } }
  const { get, cache } = placeholder(file)
  const first = await get(400, 25)
  expect(cache.size).toBe(1)
  // Same content: the cached copy, even though the file is no longer where it was.
  file.absolutePath = path.join(dir, "gone.png")
  await expect(get(400, 25)).resolves.toBe(first)
  file.absolutePath = poster
  await get(400, 50)
  expect(cache.size).toBe(2)
  await expect(placeholder(null).get(400, 25)).resolves.toBeNull()
})
