// The entry being edited laid over its page's data as the last build queried it, its figures filled as the build would.
import { computeFigures, type Figures } from "../../../src/content-model/figures/figures"
import { fillDeep, fillFigures } from "../../../src/content-model/figures/fill"
import {
  COMPUTED_ENTRY_FIELDS,
  COMPUTED_FIELDS,
  computedEntryFields,
  computedFields,
} from "../../../src/content-model/figures/computed-fields"

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export const isObject = (value: unknown): value is JsonObject =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

// The writer's path string cannot stand in for a built image.
const isBuiltImage = (value: Json | undefined) =>
  isObject(value) && ("childImageSharp" in value || "publicURL" in value || "gatsbyImageData" in value)

/** The built value's shape is kept where the edit has no say; a new list item borrows the first one's. */
export function overlay(built: Json | undefined, edited: Json | undefined): Json | undefined {
  if (edited === undefined || edited === null) return built ?? edited
  if (typeof edited === "string" && isBuiltImage(built)) return built
  if (Array.isArray(edited)) {
    const items = Array.isArray(built) ? built : []
    return edited.map((item, index) => overlay(items[index] ?? items[0], item) ?? null)
  }
  if (isObject(edited)) {
    const base = isObject(built) ? built : {}
    const merged: JsonObject = { ...base }
    for (const [key, value] of Object.entries(edited)) merged[key] = overlay(base[key], value) ?? null
    return merged
  }
  return edited
}

/** Every data file as last built, by file name. */
export type ContentSnapshot = Record<string, Json>

export function figuresWith(snapshot: ContentSnapshot, file: string, edited: Json): Figures {
  const files = { ...snapshot, [file]: edited }
  return computeFigures(name => files[name], Object.keys(files))
}

export const dataKey = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1)

export function withDataEntry(
  pageData: JsonObject,
  { key, file }: { key: string; file: string },
  edited: Json,
  snapshot: ContentSnapshot,
): JsonObject {
  if (!(key in pageData)) return pageData
  const figures = figuresWith(snapshot, file, edited)
  const filled = fillDeep(edited, figures)
  const patched: JsonObject = { ...pageData, [key]: overlay(pageData[key], filled) ?? null }
  // The figures computed from this file change with it wherever the page shows them (a new Max price: the saving).
  for (const name of Object.keys(COMPUTED_FIELDS)) {
    const computedKey = `${name}Json`
    if (isObject(patched[computedKey])) {
      patched[computedKey] = { ...patched[computedKey], ...(computedFields(name, figures) as JsonObject) }
    }
  }
  // And in a list's entries (a plan's instalment offer): the entries are the file's list, found by their ids.
  for (const name of Object.keys(COMPUTED_ENTRY_FIELDS)) {
    const file = patched[`${name}Json`]
    if (!isObject(file)) continue
    const withFields = (entry: Json): Json => {
      if (!isObject(entry) || typeof entry.id !== "string") return entry
      try {
        return { ...entry, ...(computedEntryFields(name, entry.id, figures) as JsonObject) }
      } catch {
        // A figure the edit leaves uncomputable (a count without a rate): the form says why; keep the built one.
        return entry
      }
    }
    patched[`${name}Json`] = Object.fromEntries(
      Object.entries(file).map(([field, value]) => [field, Array.isArray(value) ? value.map(withFields) : value]),
    )
  }
  return patched
}

export function withCopyEntry(
  pageData: JsonObject,
  section: string,
  frontmatter: JsonObject,
  html: string,
  snapshot: ContentSnapshot,
): JsonObject {
  const key = `${section}Copy`
  if (!(key in pageData)) return pageData
  const figures = computeFigures(name => snapshot[name], Object.keys(snapshot))
  const built = isObject(pageData[key]) ? pageData[key] : {}
  return {
    ...pageData,
    [key]: {
      ...built,
      frontmatter: overlay(built.frontmatter, fillDeep(frontmatter, figures)) ?? null,
      html: fillFigures(html, figures),
    },
  }
}
