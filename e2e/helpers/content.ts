/** The browser tests' one way to read content/: they follow the writers' edits instead of repeating them. */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import {
  COLLECTIONS,
  type CollectionName,
  type ContentFile,
  type MdxFrontmatter,
} from "../../src/content-model/schemas"
import type { PageId } from "../../src/content-model/pages"
import { contentFigures } from "../../plugins/content-build/content-figures"
import {
  computedEntryFields,
  computedFields,
  type ComputedFieldsOf,
  type EntryFieldsOf,
} from "../../src/content-model/figures/computed-fields"
import { fillDeep } from "../../src/content-model/figures/fill"
import type { SiteSettings } from "../../src/content-model/settings"

const CONTENT = path.join(__dirname, "..", "..", "content")

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"))

/** The figures of content/data (figures.ts): what the pages show for each "{placeholder}". */
export const figures = contentFigures(path.join(CONTENT, "data"))

type WithEntryFields<K extends CollectionName> = {
  [L in keyof ContentFile<K>]: ContentFile<K>[L] extends Array<infer E>
    ? Array<E & EntryFieldsOf<K>>
    : ContentFile<K>[L]
}

/** A file of content/data by its collection name, as the pages show it: placeholders filled, figures computed. */
export function content<K extends CollectionName>(name: K): WithEntryFields<K> & ComputedFieldsOf<K> {
  const data = fillDeep(readJson(path.join(CONTENT, "data", COLLECTIONS[name].file)), figures) as Record<
    string,
    unknown
  >
  const entries = (value: unknown) =>
    Array.isArray(value)
      ? value.map((entry: { id?: unknown }) =>
          typeof entry.id === "string" ? { ...entry, ...computedEntryFields(name, entry.id, figures) } : entry,
        )
      : value
  const withEntries = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, entries(value)]))
  return { ...withEntries, ...computedFields(name, figures) } as WithEntryFields<K> & ComputedFieldsOf<K>
}

/** content/site.json as committed (the tests run a build without environment overrides). */
export const site = readJson(path.join(CONTENT, "site.json")) as SiteSettings
export const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")
export const canonical = (pathname: string) => (pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`)

/** The frontmatter of a page section's copy file, content/copy/<page>/<section>.mdx, its figures filled. */
export function copy(page: PageId, section: string): MdxFrontmatter {
  const { data } = matter(fs.readFileSync(path.join(CONTENT, "copy", page, `${section}.mdx`), "utf8"))
  return fillDeep(data, figures) as MdxFrontmatter
}

export function copyHeadings(page: PageId, section: string): string[] {
  const { content: written } = matter(fs.readFileSync(path.join(CONTENT, "copy", page, `${section}.mdx`), "utf8"))
  const body = fillDeep(written, figures)
  return [...body.matchAll(/^#{2,6}\s+(.+?)\s*#*\s*$/gm)].map(match => match[1].replace(/[*_`]/g, ""))
}

export const ui = content("ui")

/** A page's price text as a number: "R$ 1.497" → 1497, "R$ 164,08" → 164.08. */
export const priceValue = (price: string): number => Number(price.replace(/[^\d,]/g, "").replace(",", "."))

/** A price as the pages write it ("R$ 1.497", "R$ 164,08"), written here independently of src/lib/price.ts. */
export const brl = (value: number): string =>
  `R$ ${value.toLocaleString("pt-BR", Number.isInteger(value) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** Content's {name} placeholders filled in, written here independently of src/lib/fill-template.ts. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
