/**
 * One record against its zod schema, as problems a writer can act on: each
 * names its field ("modal.learnings[2]") and says what is wrong in words.
 * The schemas' own messages (Portuguese, the same the CMS form shows) come
 * word for word; zod's other issues get the words of wording.ts.
 */
import type { z } from "zod"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "./json-schema"
import { describe, fieldLabel, writerWording } from "./wording"

export type FieldPath = ReadonlyArray<PropertyKey>

export interface Problem {
  path: FieldPath
  text: string
}

const IMAGE_MISSING = "não existe (procurei em"

/** Where an image path was looked for when no file is there; undefined when it exists. The build reads the disk. */
export type ImageCheck = (imagePath: string) => string | undefined

/** Whether a message says an image file is missing (the CMS uploads a new image with the save, after the check). */
export function isMissingImage(message: string): boolean {
  return message.includes(": a imagem ") && message.includes(IMAGE_MISSING)
}

/** What a writer left empty (a blank text, a null) counts as not given: required fields report it, optional ones accept it. */
function withoutBlanks(value: unknown): unknown {
  if (value === null || (typeof value === "string" && value.trim() === "")) return undefined
  if (Array.isArray(value)) return value.map(withoutBlanks)
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withoutBlanks(v)]))
  }
  return value
}

function zodProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      // The error map gives the fields the object takes (wording.ts).
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

/** Image paths that name no file, walking the data along the schema's JSON Schema. */
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
  if (field.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    return fieldsOf(field).flatMap(([name, inner]) => imageProblems(inner, record[name], [...where, name], images))
  }
  return []
}

const pathKey = (where: FieldPath) => where.map(String).join("\u0000")

/** Every problem of `data` against `schema`, one per field (the first found); images are looked up by `images`. */
export function fieldProblems(schema: z.ZodType, data: unknown, images: ImageCheck = () => undefined): Problem[] {
  const value = withoutBlanks(data)
  const result = schema.safeParse(value, { error: writerWording, reportInput: true })
  const problems = [
    ...(result.success ? [] : zodProblems(result.error.issues)),
    ...imageProblems(jsonSchemaOf(schema), value, [], images),
  ]
  const seen = new Set<string>()
  return problems.filter(problem => {
    const key = pathKey(problem.path)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A field's path as the file holds it: `modal.learnings[2]`. */
function formatPath(where: FieldPath): string {
  return where
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("")
}

export const fieldMessage = (problem: Problem, where: FieldPath = problem.path): string =>
  `${fieldLabel(formatPath(where))}: ${problem.text}`
