/**
 * Content against the collections' zod schemas: every message names the file,
 * the entry and the field, so a writer can fix a mistake without reading
 * code. Pure: the build (plugins/content-build/read-content.ts) and the CMS hand
 * in what they read.
 */
import type { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, PAGES, requiredSections, type Collection, type ContentRecord } from "./schemas"
import type { Lookup } from "./schemas/collection"
import { fieldMessage, fieldProblems, type ImageCheck, type Problem } from "./field-problems"
import { entryLabel, fieldLabel } from "./wording"
import { OFFER_NAMES, OFFER_ONLY_VALUES } from "./offers"
import { collectionFigureProblems, copyFigureProblems } from "./checks/figure-checks"
import { llmBonusClaims } from "./checks/plan-claims"
import { computeFigures, type Figures } from "./figures/figures"

export { isMissingImage } from "./field-problems"

const isRecord = (value: unknown): value is ContentRecord =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** Checks one record (a settings file, an object collection) against its schema. */
export function validateRecord(schema: z.ZodObject, record: unknown, images?: ImageCheck): string[] {
  if (!isRecord(record)) return [NOT_AN_OBJECT]
  return fieldProblems(schema, record, images).map(problem => fieldMessage(problem))
}

const NOT_AN_OBJECT = "deve conter um objeto JSON, entre chaves: { … }"

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
  /** How messages name the folder ("content/data"), and where images are looked up. */
  dataDir: { label: string; images?: ImageCheck },
  lookup: Lookup,
  figures: Figures = computeFigures(
    lookup,
    Object.values(COLLECTIONS).map(each => each.file),
  ),
): string[] {
  const label = (message: string) => `${dataDir.label}/${collection.file} → ${message}`
  const list = collection.list
  if (!isRecord(data)) {
    const name = list?.key
    return [
      label(
        name ? `deve conter um objeto JSON com a lista das entradas em "${name}": { "${name}": [ … ] }` : NOT_AN_OBJECT,
      ),
    ]
  }
  const problems = fieldProblems(collection.schema, data, dataDir.images)
  const messages = list
    ? [
        ...problems.map(problem => listMessage({ ...collection, list }, data[list.key], problem)),
        ...duplicateIds(collection, data[list.key]),
      ]
    : problems.map(problem => fieldMessage(problem))
  const crossChecks = (collection.checks ?? []).flatMap(check => check(data, lookup))
  return [...messages, ...crossChecks, ...collectionFigureProblems(collection, data, figures)].map(label)
}

/** A misspelt `data-<offer>-only` (week, promo) in MDX copy would show its text in every state of the offer. */
function offerOnlyProblems(source: string): string[] {
  const known = OFFER_ONLY_VALUES.map(value => `"${value}"`).join(", ")
  return [...source.matchAll(new RegExp(`data-(${OFFER_NAMES.join("|")})-only=["']?([^"'\\s>]*)`, "g"))]
    .filter(match => !(OFFER_ONLY_VALUES as readonly string[]).includes(match[2]))
    .map(match => `data-${match[1]}-only="${match[2]}" não é um valor aceito; use um destes: ${known}`)
}

/** A copy file as read: where it is, its frontmatter (undefined when missing or broken) and its body. */
export interface CopyFile {
  /** Its path from the site's folder, for messages. */
  path: string
  frontmatter?: ContentRecord
  body?: string
  images?: ImageCheck
}

/** Every copy file's problems, and the copy files the pages need and do not have (`copyDir` names their folder). */
export function validateCopy(files: readonly CopyFile[], copyDir: string, figures: Figures, lookup: Lookup): string[] {
  const errors: string[] = []
  const found = new Map<string, string>()
  for (const { path: rel, frontmatter, body, images } of files) {
    if (body !== undefined) offerOnlyProblems(body).forEach(message => errors.push(`${rel} → ${message}`))
    if (!frontmatter) {
      errors.push(
        `${rel} → o cabeçalho do começo do arquivo falta ou está quebrado; ele vai entre linhas de três traços: --- page: … section: … ---`,
      )
      continue
    }
    validateRecord(MDX_FRONTMATTER, frontmatter, images).forEach(message => errors.push(`${rel} → ${message}`))
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
          `${copyDir} → a página "${page}" precisa de um texto (arquivo .mdx) com section: ${section}; restaure-o`,
        )
      }
    }
  }
  return errors
}

/** A data file as read: its parsed JSON, or why it could not be read. */
export type DataFile = { data?: unknown; error?: string }

/** Every problem of the content, at once, so one build shows them all. */
export function validateAll(
  dataFiles: ReadonlyMap<string, DataFile>,
  copyFiles: readonly CopyFile[],
  dirs: { data: string; copy: string; images?: ImageCheck },
): string[] {
  const collections: Collection[] = Object.values(COLLECTIONS)
  const lookup = (file: string) => dataFiles.get(file)?.data
  const names = collections.map(collection => collection.file)
  const figures = computeFigures(lookup, names)
  const errors: string[] = []
  for (const collection of collections) {
    const file = dataFiles.get(collection.file)
    if (file?.error) errors.push(`${dirs.data}/${collection.file} → ${file.error}`)
    else
      errors.push(
        ...validateCollection(collection, file?.data, { label: dirs.data, images: dirs.images }, lookup, figures),
      )
  }
  return [...errors, ...validateCopy(copyFiles, dirs.copy, figures, lookup)]
}
