// Content against the schemas, each message naming file, entry and field so a writer can fix it without reading code.
import type { z } from "zod"
import { COLLECTIONS, type NamedCollection } from "./schemas"
import type { ContentRecord, Lookup } from "./schemas/fields"
import { MDX_FRONTMATTER, PAGES, requiredSections } from "./schemas/site"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "./json-schema"
import { describe, entryLabel, fieldLabel, writerWording } from "./wording"
import { OFFER_NAMES, OFFER_ONLY_VALUES } from "./offers"
import { llmBonusClaims } from "./checks"
import { computeFigures, type Figures } from "./figures/figures"
import { figureProblemsDeep } from "./figures/fill"

type FieldPath = ReadonlyArray<PropertyKey>
interface Problem {
  path: FieldPath
  text: string
}

/** Where an image path was looked for when no file is there; undefined when it exists. */
export type ImageCheck = (imagePath: string) => string | undefined

const IMAGE_MISSING = "não existe (procurei em"

// The CMS uploads a new image with the save, after the check.
export const isMissingImage = (message: string) => message.includes(": a imagem ") && message.includes(IMAGE_MISSING)

const isRecord = (value: unknown): value is ContentRecord =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** What a writer left empty (a blank text, a null) counts as not given: required fields report it, optional ones accept it. */
function withoutBlanks(value: unknown): unknown {
  if (value === null || (typeof value === "string" && value.trim() === "")) return undefined
  if (Array.isArray(value)) return value.map(withoutBlanks)
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as ContentRecord).map(([k, v]) => [k, withoutBlanks(v)]))
  }
  return value
}

function zodProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      const known = issue.message ? `; os campos daqui são: ${issue.message}` : ""
      return issue.keys.map(key => ({
        path: [...issue.path, key],
        text: `nome de campo desconhecido (erro de digitação?)${known}. Corrija o nome ou apague o campo`,
      }))
    }
    // A format's message says what to write instead; the value it refused comes first.
    const text = issue.code === "invalid_format" ? `${describe(issue.input)} — ${issue.message}` : issue.message
    return [{ path: issue.path, text }]
  })
}

function imageProblems(field: JsonField, value: unknown, where: PropertyKey[], images: ImageCheck): Problem[] {
  if (isImage(field) && typeof value === "string") {
    const lookedAt = images(value)
    if (lookedAt === undefined) return []
    const text = `a imagem ${describe(value)} ${IMAGE_MISSING} ${lookedAt}): escolha a imagem de novo ou corrija o caminho`
    return [{ path: where, text }]
  }
  if (field.type === "array" && Array.isArray(value)) {
    return value.flatMap((item, index) => imageProblems(field.items ?? {}, item, [...where, index], images))
  }
  if (field.type === "object" && isRecord(value)) {
    return fieldsOf(field).flatMap(([name, inner]) => imageProblems(inner, value[name], [...where, name], images))
  }
  return []
}

/** One problem per field (the first found). */
export function fieldProblems(schema: z.ZodType, data: unknown, images: ImageCheck = () => undefined): Problem[] {
  const value = withoutBlanks(data)
  const result = schema.safeParse(value, { error: writerWording, reportInput: true })
  const problems = [
    ...(result.success ? [] : zodProblems(result.error.issues)),
    ...imageProblems(jsonSchemaOf(schema), value, [], images),
  ]
  const seen = new Set<string>()
  return problems.filter(problem => {
    const key = problem.path.map(String).join("\u0000")
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/** A field's path as the file holds it: `modal.learnings[2]`. */
const formatPath = (where: FieldPath) =>
  where
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("")

export const fieldMessage = (problem: Problem, where: FieldPath = problem.path): string =>
  `${fieldLabel(formatPath(where))}: ${problem.text}`

const NOT_AN_OBJECT = "deve conter um objeto JSON, entre chaves: { … }"

export function validateRecord(schema: z.ZodObject, record: unknown, images?: ImageCheck): string[] {
  if (!isRecord(record)) return [NOT_AN_OBJECT]
  return fieldProblems(schema, record, images).map(problem => fieldMessage(problem))
}

type List = NonNullable<NamedCollection["list"]>
const idOf = (entry: unknown, idField: string) => (isRecord(entry) ? entry[idField] : undefined)

function listMessage({ key, idField }: List, entries: unknown, problem: Problem): string {
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
  const label = entryLabel(idOf(entry, idField), Number(index))
  return rest.length === 0 ? `${label}: ${problem.text}` : `${label} → ${fieldMessage(problem, rest)}`
}

function duplicateIds({ idField }: List, entries: unknown): string[] {
  const ids = Array.isArray(entries) ? entries.map((entry: unknown) => idOf(entry, idField)) : []
  return ids.flatMap((id, index) => {
    const first = ids.indexOf(id)
    return typeof id !== "string" || !id || first === index
      ? []
      : [
          `${entryLabel(id, index)} → ${fieldLabel(idField)}: id repetido, já usado pela entrada nº ${first + 1}; dê a cada entrada um id só dela`,
        ]
  })
}

function figureProblemsOf(list: List | undefined, data: ContentRecord, figures: Figures): string[] {
  if (!list) return figureProblemsDeep(data, figures)
  const entries = Array.isArray(data[list.key]) ? (data[list.key] as unknown[]) : []
  return entries.flatMap((entry, index) =>
    figureProblemsDeep(entry, figures).map(problem => `${entryLabel(idOf(entry, list.idField), index)} → ${problem}`),
  )
}

const allFiles = () => Object.values(COLLECTIONS).map(collection => collection.file)

export function validateCollection(
  collection: NamedCollection,
  data: unknown,
  dataDir: { label: string; images?: ImageCheck },
  lookup: Lookup,
  figures: Figures = computeFigures(lookup, allFiles()),
): string[] {
  const label = (message: string) => `${dataDir.label}/${collection.file} → ${message}`
  const { list } = collection
  if (!isRecord(data)) {
    const key = list?.key
    return [
      label(
        key ? `deve conter um objeto JSON com a lista das entradas em "${key}": { "${key}": [ … ] }` : NOT_AN_OBJECT,
      ),
    ]
  }
  const problems = fieldProblems(collection.schema, data, dataDir.images)
  const messages = list
    ? [...problems.map(problem => listMessage(list, data[list.key], problem)), ...duplicateIds(list, data[list.key])]
    : problems.map(problem => fieldMessage(problem))
  const crossChecks = (collection.checks ?? []).flatMap(check => check(data, lookup))
  return [...messages, ...crossChecks, ...figureProblemsOf(list, data, figures)].map(label)
}

/** A misspelt `data-<offer>-only` (week, promo) in MDX copy would show its text in every state of the offer. */
function offerOnlyProblems(source: string): string[] {
  const known = OFFER_ONLY_VALUES.map(value => `"${value}"`).join(", ")
  return [...source.matchAll(new RegExp(`data-(${OFFER_NAMES.join("|")})-only=["']?([^"'\\s>]*)`, "g"))]
    .filter(match => !(OFFER_ONLY_VALUES as readonly string[]).includes(match[2]))
    .map(match => `data-${match[1]}-only="${match[2]}" não é um valor aceito; use um destes: ${known}`)
}

/** A copy file as read; no frontmatter when it is missing or broken. */
export interface CopyFile {
  path: string
  frontmatter?: ContentRecord
  body?: string
  images?: ImageCheck
}

/** Every copy file's problems, and the copy files the pages need and do not have. */
export function validateCopy(files: readonly CopyFile[], copyDir: string, figures: Figures, lookup: Lookup): string[] {
  const errors: string[] = []
  const found = new Map<string, string>()
  for (const { path: rel, frontmatter, body, images } of files) {
    const add = (messages: string[]) => messages.forEach(message => errors.push(`${rel} → ${message}`))
    if (body !== undefined) add(offerOnlyProblems(body))
    if (!frontmatter) {
      add([
        "o cabeçalho do começo do arquivo falta ou está quebrado; ele vai entre linhas de três traços: --- page: … section: … ---",
      ])
      continue
    }
    const inBody = body === undefined ? [] : figureProblemsDeep(body, figures).map(problem => `texto: ${problem}`)
    add(validateRecord(MDX_FRONTMATTER, frontmatter, images))
    add([...figureProblemsDeep(frontmatter, figures), ...inBody, ...llmBonusClaims(frontmatter, body, lookup)])
    const { page, section } = frontmatter
    const key = `${String(page)}/${String(section)}`
    if (found.has(key)) {
      add([
        `${fieldLabel("section")}: a página "${String(page)}" já tem a seção "${String(section)}" em ${found.get(key)}; cada seção fica num arquivo só`,
      ])
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

export type DataFile = { data?: unknown; error?: string }

export function validateAll(
  dataFiles: ReadonlyMap<string, DataFile>,
  copyFiles: readonly CopyFile[],
  dirs: { data: string; copy: string; images?: ImageCheck },
): string[] {
  const lookup = (file: string) => dataFiles.get(file)?.data
  const figures = computeFigures(lookup, allFiles())
  const errors = Object.values(COLLECTIONS).flatMap((collection: NamedCollection) => {
    const file = dataFiles.get(collection.file)
    if (file?.error) return [`${dirs.data}/${collection.file} → ${file.error}`]
    return validateCollection(collection, file?.data, { label: dirs.data, images: dirs.images }, lookup, figures)
  })
  return [...errors, ...validateCopy(copyFiles, dirs.copy, figures, lookup)]
}
