import { z } from "zod"

/** The part of JSON Schema GraphQL, the CMS forms and the image checks read, plus fields.ts's metadata. */
export type JsonField = z.GlobalMeta & {
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object"
  enum?: unknown[]
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonField
  properties?: Record<string, JsonField>
  required?: string[]
}

const cache = new WeakMap<z.ZodType, JsonField>()

export function jsonSchemaOf(schema: z.ZodType): JsonField {
  const json = cache.get(schema) ?? (z.toJSONSchema(schema) as JsonField)
  cache.set(schema, json)
  return json
}

export const isImage = (field: JsonField): boolean => field.contentMediaType?.startsWith("image/") ?? false

export function fieldsOf(field: JsonField): Array<[name: string, field: JsonField, required: boolean]> {
  const required = new Set(field.required ?? [])
  return Object.entries(field.properties ?? {}).map(([name, inner]) => [name, inner, required.has(name)])
}
