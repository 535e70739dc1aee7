/**
 * @jest-environment node
 */
// The small copy of a poster inlined in the HTML: the width and quality the query asks for,
// encoded once per image content.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { createResolvers } from "./gatsby-node"
import { inlinePlaceholder } from "./inline-placeholder"

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

const decode = (dataUri: string) => Buffer.from(dataUri.replace(/^data:image\/webp;base64,/, ""), "base64")

test("a placeholder is a WebP data URI of the asked width, in the image's proportions", async () => {
  const dataUri = await inlinePlaceholder(poster, { width: 400, quality: 25 })
  expect(dataUri).toMatch(/^data:image\/webp;base64,/)
  const { format, width, height } = await sharp(decode(dataUri)).metadata()
  expect({ format, width, height }).toEqual({ format: "webp", width: 400, height: 225 })
})

test("a lower quality makes a smaller placeholder", async () => {
  const low = decode(await inlinePlaceholder(poster, { width: 400, quality: 25 }))
  const high = decode(await inlinePlaceholder(poster, { width: 400, quality: 80 }))
  expect(low.length).toBeLessThan(high.length)
})

type Resolve = (
  source: { parent: string | null },
  args: { width: number; quality: number },
  context: unknown,
) => unknown

/** The field's resolver as Gatsby gets it, with a cache kept in memory. */
function fieldResolver(): { resolve: Resolve; cache: Map<string, unknown> } {
  const cache = new Map<string, unknown>()
  let resolve: Resolve | undefined
  const register = (resolvers: { ImageSharp: { inlinePlaceholder: { resolve: Resolve } } }) => {
    resolve = resolvers.ImageSharp.inlinePlaceholder.resolve
  }
  const gatsbyCache = {
    get: (key: string) => Promise.resolve(cache.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(cache.set(key, value)),
  }
  ;(createResolvers as unknown as (args: unknown) => void)({ createResolvers: register, cache: gatsbyCache })
  if (!resolve) throw new Error("inline-placeholders registered no resolver")
  return { resolve, cache }
}

const contextWith = (file: { absolutePath: string; internal: { contentDigest: string } } | null) => ({
  nodeModel: { getNodeById: () => file },
})

test("ImageSharp.inlinePlaceholder encodes the image's file once per content, width and quality", async () => {
  const { resolve, cache } = fieldResolver()
  const size = { width: 400, quality: 25 }
  const file = { absolutePath: poster, internal: { contentDigest: "digest-1" } }
  const first = await resolve({ parent: "file-1" }, size, contextWith(file))
  expect(first).toBe(await inlinePlaceholder(poster, size))
  expect(cache.size).toBe(1)
  // Same content: the cached copy, even though the file is no longer where it was.
  const moved = { ...file, absolutePath: path.join(dir, "gone.png") }
  await expect(resolve({ parent: "file-1" }, size, contextWith(moved))).resolves.toBe(first)
  // Another quality is another copy.
  await resolve({ parent: "file-1" }, { width: 400, quality: 50 }, contextWith(file))
  expect(cache.size).toBe(2)
})

test("an image without a file has no placeholder", async () => {
  const { resolve } = fieldResolver()
  await expect(resolve({ parent: null }, { width: 400, quality: 25 }, contextWith(null))).resolves.toBeNull()
})
