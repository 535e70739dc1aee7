/**
 * Build-time validation of content/ against the collections' zod schemas:
 * every message names the file, the entry and the field, so a writer can fix
 * a mistake without reading code. Node-only (reads files), framework-free.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import type { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, PAGES, requiredSections, type Collection, type ContentRecord } from "./schemas"
import type { Lookup } from "./schemas/collection"
import { fieldMessage, fieldProblems, type Problem } from "./field-problems"
import { entryLabel, fieldLabel } from "./wording"
import { OFFER_NAMES, OFFER_ONLY_VALUES } from "../../src/features/offers/offer-page"
import { filesUnder } from "../shared/files-under"
import { collectionFigureProblems, copyFigureProblems } from "./checks/figure-checks"
import { llmBonusClaims } from "./checks/plan-claims"
import { productIndex, type Product } from "./checks/repeated-figures"
import { computeFigures, type Figures } from "./figures/figures"

export { isMissingImage } from "./field-problems"

const isRecord = (value: unknown): value is ContentRecord =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** Checks one record (a settings file, an object collection) against its schema; image paths resolve from `baseDir`. */
export function validateRecord(schema: z.ZodObject, record: unknown, baseDir: string): string[] {
  if (!isRecord(record)) return [NOT_AN_OBJECT]
  return fieldProblems(schema, record, baseDir).map(problem => fieldMessage(problem))
}

/**
 * Parsed content that replaces what is on disk, by absolute file path: a data
 * file's JSON, or a copy file's frontmatter with its body under COPY_BODY. The
 * CMS checks a save with it before writing (cms-validate.ts).
 */
export type ContentOverrides = ReadonlyMap<string, unknown>

/** The key of a copy file's Markdown body among its fields, as the CMS form holds it. */
export const COPY_BODY = "body"

const NOT_AN_OBJECT = "deve conter um objeto JSON, entre chaves: { … }"

/** Where JSON.parse stopped ("at position 41"), as a writer finds it in an editor: line and column. */
function whereParsingStopped(source: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")
  if (!position) return ""
  const before = source.slice(0, Number(position[1])).split("\n")
  return ` perto da linha ${before.length}, coluna ${before[before.length - 1].length + 1}`
}

function readJson(file: string, overrides?: ContentOverrides): { data?: unknown; error?: string } {
  if (overrides?.has(file)) return { data: overrides.get(file) }
  if (!fs.existsSync(file)) return { error: "o arquivo não existe: restaure-o (o site precisa dele)" }
  const source = fs.readFileSync(file, "utf8")
  try {
    return { data: JSON.parse(source) }
  } catch (error) {
    return {
      error: `não é um JSON válido: há um erro${whereParsingStopped(source, error)}; confira vírgulas, aspas, chaves e colchetes`,
    }
  }
}

/** A list file's problem, worded by where it is: the file's key, the list, an entry or a field of an entry. */
function listMessage(collection: Collection & { list: object }, entries: unknown, problem: Problem): string {
  const { key, idField } = collection.list
  const [first, index, ...rest] = problem.path
  if (first !== key) {
    return `${fieldLabel(String(first))}: nome de campo desconhecido (erro de digitação?); as entradas ficam em "${key}"`
  }
  if (problem.path.length === 1) {
    return Array.isArray(entries)
      ? fieldMessage(problem)
      : `${fieldLabel(key)}: deve ser a lista das entradas, entre colchetes: [ … ]`
  }
  const entry: unknown = Array.isArray(entries) ? entries[Number(index)] : undefined
  const label = entryLabel(idField && isRecord(entry) ? entry[idField] : undefined, Number(index))
  return rest.length === 0 ? `${label}: ${problem.text}` : `${label} → ${fieldMessage(problem, rest)}`
}

function duplicateIds(collection: Collection, entries: unknown): string[] {
  const idField = collection.list?.idField
  if (!idField || !Array.isArray(entries)) return []
  const seen = new Map<string, number>()
  return entries.flatMap((entry: unknown, index) => {
    const id = isRecord(entry) ? entry[idField] : undefined
    if (typeof id !== "string" || !id) return []
    const first = seen.get(id)
    if (first === undefined) {
      seen.set(id, index)
      return []
    }
    return [
      `${entryLabel(id, index)} → ${fieldLabel(idField)}: id repetido, já usado pela entrada nº ${first + 1}; dê a cada entrada um id só dela`,
    ]
  })
}

export function validateCollection(
  collection: Collection,
  data: unknown,
  dataDir: string,
  lookup: Lookup,
  figures: Figures = computeFigures(
    lookup,
    Object.values(COLLECTIONS).map(each => each.file),
  ),
  products: readonly Product[] = productIndex(
    lookup,
    Object.values(COLLECTIONS).map(each => each.file),
    figures,
  ),
): string[] {
  const label = (message: string) => `${path.join(path.relative(process.cwd(), dataDir), collection.file)} → ${message}`
  const list = collection.list
  if (!isRecord(data)) {
    const name = list?.key
    return [
      label(
        name ? `deve conter um objeto JSON com a lista das entradas em "${name}": { "${name}": [ … ] }` : NOT_AN_OBJECT,
      ),
    ]
  }
  const problems = fieldProblems(collection.schema, data, dataDir)
  const messages = list
    ? [
        ...problems.map(problem => listMessage({ ...collection, list }, data[list.key], problem)),
        ...duplicateIds(collection, data[list.key]),
      ]
    : problems.map(problem => fieldMessage(problem))
  const crossChecks = (collection.checks ?? []).flatMap(check => check(data, lookup))
  return [...messages, ...crossChecks, ...collectionFigureProblems(collection, data, figures, products)].map(label)
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
    .map(match => `data-${match[1]}-only="${match[2]}" não é um valor aceito; use um destes: ${known}`)
}

export function validateCopy(
  copyDir: string,
  figures: Figures,
  lookup: Lookup,
  overrides?: ContentOverrides,
): string[] {
  const errors: string[] = []
  const found = new Map<string, string>()
  for (const file of filesUnder(copyDir, ".mdx")) {
    const rel = path.relative(process.cwd(), file)
    let frontmatter: ContentRecord | undefined
    let body: string | undefined
    if (overrides?.has(file)) {
      // A CMS save: the form's fields, its body under "body" (COPY_BODY).
      const { [COPY_BODY]: saved, ...fields } = (overrides.get(file) ?? {}) as ContentRecord
      frontmatter = fields
      body = typeof saved === "string" ? saved : undefined
    } else {
      const source = fs.readFileSync(file, "utf8")
      frontmatter = parseFrontmatter(source)
      body = frontmatter ? matter(source).content : undefined
    }
    if (body !== undefined) offerOnlyProblems(body).forEach(message => errors.push(`${rel} → ${message}`))
    if (!frontmatter) {
      errors.push(
        `${rel} → o cabeçalho do começo do arquivo falta ou está quebrado; ele vai entre linhas de três traços: --- page: … section: … ---`,
      )
      continue
    }
    validateRecord(MDX_FRONTMATTER, frontmatter, path.dirname(file)).forEach(message =>
      errors.push(`${rel} → ${message}`),
    )
    ;[...copyFigureProblems(frontmatter, body, figures), ...llmBonusClaims(frontmatter, body, lookup)].forEach(
      message => errors.push(`${rel} → ${message}`),
    )
    const key = `${String(frontmatter.page)}/${String(frontmatter.section)}`
    if (found.has(key)) {
      errors.push(
        `${rel} → ${fieldLabel("section")}: a página "${String(frontmatter.page)}" já tem a seção "${String(frontmatter.section)}" em ${found.get(key)}; cada seção fica num arquivo só`,
      )
    }
    found.set(key, rel)
  }
  for (const page of PAGES) {
    for (const section of requiredSections(page)) {
      if (!found.has(`${page}/${section}`)) {
        errors.push(
          `${path.relative(process.cwd(), copyDir)} → a página "${page}" precisa de um texto (arquivo .mdx) com section: ${section}; restaure-o`,
        )
      }
    }
  }
  return errors
}

/** Validates every content file; returns all problems at once, so one build shows them all. */
export function validateContent(contentDir: string, overrides?: ContentOverrides): string[] {
  const dataDir = path.join(contentDir, "data")
  const collections: Collection[] = Object.values(COLLECTIONS)
  const parsed = new Map<string, { data?: unknown; error?: string }>()
  for (const collection of collections) {
    parsed.set(collection.file, readJson(path.join(dataDir, collection.file), overrides))
  }
  const lookup = (file: string) => parsed.get(file)?.data
  const figures = computeFigures(
    lookup,
    collections.map(collection => collection.file),
  )
  const products = productIndex(
    lookup,
    collections.map(collection => collection.file),
    figures,
  )
  const errors: string[] = []
  for (const collection of collections) {
    const result = parsed.get(collection.file)
    if (result?.error) {
      errors.push(`${path.join(path.relative(process.cwd(), dataDir), collection.file)} → ${result.error}`)
      continue
    }
    errors.push(...validateCollection(collection, result?.data, dataDir, lookup, figures, products))
  }
  errors.push(...validateCopy(path.join(contentDir, "copy"), figures, lookup, overrides))
  return errors
}
