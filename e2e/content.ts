/**
 * The browser tests' one way to read content/: they follow the writers' edits
 * instead of repeating them, typed by the content schema.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import {
  COLLECTIONS,
  type CollectionName,
  type ContentFile,
  type MdxFrontmatter,
} from "../plugins/content-model/schemas"
import type { PageId } from "../src/sections/page-sections"
import type { SiteSettings } from "../plugins/content-model/site-settings"

const CONTENT = path.join(__dirname, "..", "content")

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"))

/** A file of content/data, by its collection name. */
export function content<K extends CollectionName>(name: K): ContentFile<K> {
  return readJson(path.join(CONTENT, "data", COLLECTIONS[name].file)) as ContentFile<K>
}

/** content/site.json as committed (the tests run a build without environment overrides). */
export const site = readJson(path.join(CONTENT, "site.json")) as SiteSettings

/** The frontmatter of a page section's copy file, content/copy/<page>/<section>.mdx. */
export function copy(page: PageId, section: string): MdxFrontmatter {
  return matter(fs.readFileSync(path.join(CONTENT, "copy", page, `${section}.mdx`), "utf8")).data as MdxFrontmatter
}

/** The site's interface strings (content/data/ui.json). */
export const ui = content("ui")
