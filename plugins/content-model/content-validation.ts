/**
 * Build-time validation of content/: every message names the file, the entry
 * and the field, so a writer can fix a mistake without reading code.
 * Node-only (reads files), framework-free.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import {
  COLLECTIONS,
  MDX_FRONTMATTER,
  PRICE_MESSAGE,
  PRICE_PATTERN,
  PAGES,
  requiredSections,
  URL_MESSAGE,
  URL_PATTERN,
  type CollectionSpec,
  type ContentRecord,
  type FieldSpec,
  type Fields,
} from "./content-schema"
import { OFFER_NAMES, OFFER_ONLY_VALUES } from "../../src/features/offers/offer-page"
import { filesUnder } from "../shared/files-under"
import { dateTimeMessage, readDateTime } from "../../src/lib/date-time"

function describe(value: unknown): string {
  // JSON.stringify(undefined) is undefined, whatever its type says.
  const shown = JSON.stringify(value) as string | undefined
  return shown === undefined ? "undefined" : shown.length > 60 ? `${shown.slice(0, 57)}...` : shown
}

const IMAGE_MISSING = "does not exist (looked for"

/** Whether a message says an image file is missing (the CMS uploads a new image with the save, after the check). */
export function isMissingImage(message: string): boolean {
  return message.includes(`: image `) && message.includes(IMAGE_MISSING)
}

/** A value that breaks a pattern: the schema's message, word for word the one the CMS form shows. */
function wrongForm(where: string, value: unknown, message: string): string {
  return `field "${where}": ${describe(value)} — ${message}`
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "")
}

/** Checks one value against its spec; `where` is the field path for messages. */
function checkField(spec: FieldSpec, value: unknown, where: string, baseDir: string): string[] {
  if (isMissing(value)) {
    return spec.optional ? [] : [`field "${where}": is required but missing`]
  }
  // The CMS writes an optional list the writer emptied as []: as good as no list.
  if (spec.optional && Array.isArray(value) && value.length === 0) return []
  switch (spec.kind) {
    case "text": {
      if (typeof value !== "string") return [`field "${where}": must be text, found ${describe(value)}`]
      if (spec.oneOf && !spec.oneOf.includes(value)) {
        return [`field "${where}": ${describe(value)} is not one of ${spec.oneOf.map(v => `"${v}"`).join(", ")}`]
      }
      if (spec.pattern && !spec.pattern.test(value)) {
        return [wrongForm(where, value, spec.patternMessage ?? `Use the form ${String(spec.pattern)}`)]
      }
      const problem = spec.check?.(value)
      return problem ? [`field "${where}": ${describe(value)} ${problem}`] : []
    }
    case "price":
      return typeof value === "string" && PRICE_PATTERN.test(value) ? [] : [wrongForm(where, value, PRICE_MESSAGE)]
    case "int": {
      if (typeof value !== "number" || !Number.isInteger(value)) {
        return [`field "${where}": must be a whole number, found ${describe(value)}`]
      }
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        return [`field "${where}": ${value} is outside ${spec.min ?? "-∞"}–${spec.max ?? "∞"}`]
      }
      return []
    }
    case "bool":
      return typeof value === "boolean" ? [] : [`field "${where}": must be true or false, found ${describe(value)}`]
    case "url":
      return typeof value === "string" && URL_PATTERN.test(value) ? [] : [wrongForm(where, value, URL_MESSAGE)]
    case "dateTime": {
      const result = typeof value === "string" ? readDateTime(value) : ({ ok: false, problem: "format" } as const)
      return result.ok ? [] : [wrongForm(where, value, dateTimeMessage(result.problem))]
    }
    case "image": {
      if (typeof value !== "string") return [`field "${where}": must be an image path, found ${describe(value)}`]
      const file = path.resolve(baseDir, value)
      return fs.existsSync(file) && fs.statSync(file).isFile()
        ? []
        : [`field "${where}": image ${describe(value)} ${IMAGE_MISSING} ${path.relative(process.cwd(), file)})`]
    }
    case "list": {
      if (!Array.isArray(value)) return [`field "${where}": must be a list, found ${describe(value)}`]
      const { minItems = 0, maxItems = Infinity } = spec
      const count =
        value.length < minItems
          ? [`field "${where}": needs at least ${minItems} item(s), found ${value.length}`]
          : value.length > maxItems
            ? [`field "${where}": takes at most ${maxItems} item(s), found ${value.length}`]
            : []
      return [...count, ...value.flatMap((item, i) => checkField(spec.of, item, `${where}[${i}]`, baseDir))]
    }
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) {
        return [`field "${where}": must be an object, found ${describe(value)}`]
      }
      return checkFields(spec.fields, value as ContentRecord, baseDir, `${where}.`)
  }
}

function checkFields(fields: Fields, record: ContentRecord, baseDir: string, prefix = ""): string[] {
  const unknown = Object.keys(record)
    .filter(name => !(name in fields))
    .map(
      name => `field "${prefix}${name}": is not a known field (typo?); known fields: ${Object.keys(fields).join(", ")}`,
    )
  return [
    ...unknown,
    ...Object.entries(fields).flatMap(([name, spec]) => checkField(spec, record[name], `${prefix}${name}`, baseDir)),
  ]
}

/** Checks one record (a settings file, an object collection) against its fields; image paths resolve from `baseDir`. */
export function validateRecord(fields: Fields, record: unknown, baseDir: string): string[] {
  if (!record || typeof record !== "object" || Array.isArray(record)) return ["must hold one JSON object"]
  return checkFields(fields, record as ContentRecord, baseDir)
}

function entryName(collection: CollectionSpec, entry: unknown, index: number): string {
  const id =
    collection.idField && entry && typeof entry === "object" ? (entry as ContentRecord)[collection.idField] : undefined
  return typeof id === "string" && id ? `entry "${id}"` : `entry #${index + 1}`
}

/**
 * Parsed content that replaces what is on disk, by absolute file path: a data
 * file's JSON, or a copy file's frontmatter. The CMS checks a save with it
 * before writing (cms-validate.ts).
 */
export type ContentOverrides = ReadonlyMap<string, unknown>

function readJson(file: string, overrides?: ContentOverrides): { data?: unknown; error?: string } {
  if (overrides?.has(file)) return { data: overrides.get(file) }
  try {
    return { data: JSON.parse(fs.readFileSync(file, "utf8")) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { error: fs.existsSync(file) ? `is not valid JSON (${reason})` : "is missing" }
  }
}

export function validateCollection(
  collection: CollectionSpec,
  data: unknown,
  dataDir: string,
  lookup: (file: string) => unknown,
): string[] {
  const label = (message: string) => `${path.join(path.relative(process.cwd(), dataDir), collection.file)} → ${message}`
  const name = collection.listKey ?? "entries"
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return [
      label(
        collection.shape === "object"
          ? "must hold one JSON object"
          : `must hold one JSON object with the list of entries under "${name}": { "${name}": [ … ] }`,
      ),
    ]
  }
  const record = data as ContentRecord
  const crossChecks = () => (collection.checks ?? []).flatMap(check => check(record, lookup))
  if (collection.shape === "object") {
    return [...checkFields(collection.fields, record, dataDir), ...crossChecks()].map(label)
  }
  const errors = Object.keys(record)
    .filter(key => key !== name)
    .map(key => label(`field "${key}": is not a known field (typo?); the entries go under "${name}"`))
  const entries = record[name]
  if (!Array.isArray(entries)) return [...errors, label(`field "${name}": must be the list of entries`)]
  if (collection.count !== undefined && entries.length !== collection.count) {
    errors.push(label(`the pages are designed for ${collection.count} entries, found ${entries.length}`))
  }
  const seen = new Map<string, number>()
  entries.forEach((entry, index) => {
    const entryLabel = entryName(collection, entry, index)
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      errors.push(label(`${entryLabel}: must be an object`))
      return
    }
    checkFields(collection.fields, entry as ContentRecord, dataDir).forEach(message =>
      errors.push(label(`${entryLabel} → ${message}`)),
    )
    const id = collection.idField ? (entry as ContentRecord)[collection.idField] : undefined
    if (typeof id === "string" && id) {
      if (seen.has(id)) {
        errors.push(
          label(
            `${entryLabel} → field "${collection.idField}": duplicate id, also used by entry #${(seen.get(id) ?? 0) + 1}`,
          ),
        )
      } else {
        seen.set(id, index)
      }
    }
  })
  crossChecks().forEach(message => errors.push(label(message)))
  return errors
}

/** The frontmatter of an MDX file, or undefined when it has none or it is not valid YAML. */
export function parseFrontmatter(source: string): ContentRecord | undefined {
  if (!/^---\r?\n/.test(source)) return undefined
  try {
    return matter(source).data
  } catch {
    return undefined
  }
}

/** A misspelt `data-<offer>-only` (week, promo) in MDX copy would show its text in every state of the offer. */
function offerOnlyProblems(source: string): string[] {
  const known = OFFER_ONLY_VALUES.map(value => `"${value}"`).join(", ")
  return [...source.matchAll(new RegExp(`data-(${OFFER_NAMES.join("|")})-only=["']?([^"'\\s>]*)`, "g"))]
    .filter(match => !(OFFER_ONLY_VALUES as readonly string[]).includes(match[2]))
    .map(match => `data-${match[1]}-only="${match[2]}" is not one of ${known}`)
}

export function validateCopy(copyDir: string, overrides?: ContentOverrides): string[] {
  const errors: string[] = []
  const found = new Map<string, string>()
  for (const file of filesUnder(copyDir, ".mdx")) {
    const rel = path.relative(process.cwd(), file)
    let frontmatter: ContentRecord | undefined
    if (overrides?.has(file)) {
      frontmatter = overrides.get(file) as ContentRecord | undefined
    } else {
      // The body is only on disk (a CMS save's check gets the frontmatter alone).
      const source = fs.readFileSync(file, "utf8")
      offerOnlyProblems(source).forEach(message => errors.push(`${rel} → ${message}`))
      frontmatter = parseFrontmatter(source)
    }
    if (!frontmatter) {
      errors.push(`${rel} → has no valid frontmatter block (--- page: ... section: ... ---)`)
      continue
    }
    checkFields(MDX_FRONTMATTER, frontmatter, path.dirname(file)).forEach(message => errors.push(`${rel} → ${message}`))
    const key = `${String(frontmatter.page)}/${String(frontmatter.section)}`
    if (found.has(key)) {
      errors.push(
        `${rel} → field "section": page "${String(frontmatter.page)}" already has section "${String(frontmatter.section)}" in ${found.get(key)}`,
      )
    }
    found.set(key, rel)
  }
  for (const page of PAGES) {
    for (const section of requiredSections(page)) {
      if (!found.has(`${page}/${section}`)) {
        errors.push(
          `${path.relative(process.cwd(), copyDir)} → page "${page}" needs an MDX file with section: ${section}`,
        )
      }
    }
  }
  return errors
}

/** Validates every content file; returns all problems at once, so one build shows them all. */
export function validateContent(contentDir: string, overrides?: ContentOverrides): string[] {
  const dataDir = path.join(contentDir, "data")
  const collections: CollectionSpec[] = Object.values(COLLECTIONS)
  const parsed = new Map<string, { data?: unknown; error?: string }>()
  for (const collection of collections) {
    parsed.set(collection.file, readJson(path.join(dataDir, collection.file), overrides))
  }
  const lookup = (file: string) => parsed.get(file)?.data
  const errors: string[] = []
  for (const collection of collections) {
    const result = parsed.get(collection.file)
    if (result?.error) {
      errors.push(`${path.join(path.relative(process.cwd(), dataDir), collection.file)} → ${result.error}`)
      continue
    }
    errors.push(...validateCollection(collection, result?.data, dataDir, lookup))
  }
  errors.push(...validateCopy(path.join(contentDir, "copy"), overrides))
  return errors
}
