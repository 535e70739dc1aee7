/**
 * One record against its zod schema, as problems a writer can act on: each
 * names its field ("modal.learnings[2]") and says what is wrong in words.
 * The schemas' own messages (Portuguese, the same the CMS form shows) come
 * word for word; zod's other issues get the build's English wording.
 * Node-only (checks that images exist).
 */
import fs from "node:fs"
import path from "node:path"
import type { z } from "zod"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "./json-schema"

export type FieldPath = ReadonlyArray<PropertyKey>

export interface Problem {
  path: FieldPath
  text: string
}

export function describe(value: unknown): string {
  // JSON.stringify(undefined) is undefined, whatever its type says.
  const shown = JSON.stringify(value) as string | undefined
  return shown === undefined ? "undefined" : shown.length > 60 ? `${shown.slice(0, 57)}...` : shown
}

const IMAGE_MISSING = "does not exist (looked for"

/** Whether a message says an image file is missing (the CMS uploads a new image with the save, after the check). */
export function isMissingImage(message: string): boolean {
  return message.includes(`: image `) && message.includes(IMAGE_MISSING)
}

const KINDS: Readonly<Record<string, string>> = {
  string: "text",
  int: "a whole number",
  number: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
}

const lengthOf = (input: unknown) => (Array.isArray(input) ? input.length : 0)

/** The build's words for zod's issues that the schema gives none of its own (a per-parse error map). */
const buildWording: z.core.$ZodErrorMap = issue => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? "is required but missing"
        : `must be ${KINDS[issue.expected] ?? issue.expected}, found ${describe(issue.input)}`
    case "invalid_value":
      return `${describe(issue.input)} is not one of ${issue.values.map(value => `"${String(value)}"`).join(", ")}`
    case "too_small":
      return issue.origin === "array"
        ? `needs at least ${String(issue.minimum)} item(s), found ${lengthOf(issue.input)}`
        : `${describe(issue.input)} is less than ${String(issue.minimum)}`
    case "too_big":
      return issue.origin === "array"
        ? `takes at most ${String(issue.maximum)} item(s), found ${lengthOf(issue.input)}`
        : `${describe(issue.input)} is more than ${String(issue.maximum)}`
    case "unrecognized_keys": {
      // The object's own fields, for the message's "known fields" list.
      const shape = issue.inst && "shape" in issue.inst ? (issue.inst.shape as Record<string, unknown>) : {}
      return Object.keys(shape).join(", ")
    }
    case "invalid_format":
      return `Use the form ${issue.format === "regex" && "pattern" in issue ? String(issue.pattern) : issue.format}`
    default:
      return undefined
  }
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
      return issue.keys.map(key => ({
        path: [...issue.path, key],
        text: `is not a known field (typo?); known fields: ${issue.message}`,
      }))
    }
    // A pattern's message says what to write instead; the value it refused comes first.
    const text =
      issue.code === "invalid_format" && issue.format === "regex"
        ? `${describe(issue.input)} — ${issue.message}`
        : issue.message
    return [{ path: issue.path, text }]
  })
}

/** Image paths that name no file, walking the data along the schema's JSON Schema. */
function imageProblems(field: JsonField, value: unknown, where: PropertyKey[], baseDir: string): Problem[] {
  if (isImage(field) && typeof value === "string") {
    const file = path.resolve(baseDir, value)
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return []
    const text = `image ${describe(value)} ${IMAGE_MISSING} ${path.relative(process.cwd(), file)})`
    return [{ path: where, text }]
  }
  if (field.type === "array" && Array.isArray(value)) {
    return value.flatMap((item, index) => imageProblems(field.items ?? {}, item, [...where, index], baseDir))
  }
  if (field.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    return fieldsOf(field).flatMap(([name, inner]) => imageProblems(inner, record[name], [...where, name], baseDir))
  }
  return []
}

const pathKey = (where: FieldPath) => where.map(String).join("\u0000")

/** Every problem of `data` against `schema`, one per field (the first found); images resolve from `baseDir`. */
export function fieldProblems(schema: z.ZodType, data: unknown, baseDir: string): Problem[] {
  const value = withoutBlanks(data)
  const result = schema.safeParse(value, { error: buildWording, reportInput: true })
  const problems = [
    ...(result.success ? [] : zodProblems(result.error.issues)),
    ...imageProblems(jsonSchemaOf(schema), value, [], baseDir),
  ]
  const seen = new Set<string>()
  return problems.filter(problem => {
    const key = pathKey(problem.path)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A field's path as writers read it: `modal.learnings[2]`. */
export function formatPath(where: FieldPath): string {
  return where
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("")
}

export const fieldMessage = (problem: Problem, where: FieldPath = problem.path): string =>
  `field "${formatPath(where)}": ${problem.text}`
