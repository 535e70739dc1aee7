/** The schemas as JSON Schema, their metadata as extra keywords: what GraphQL, the CMS forms and the image checks read. */
import { z } from "zod"

/** The part of JSON Schema the generators read, plus the metadata the schemas declare (fields.ts). */
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
  let json = cache.get(schema)
  if (!json) {
    json = z.toJSONSchema(schema) as JsonField
    cache.set(schema, json)
  }
  return json
}

export const isImage = (field: JsonField): boolean => field.contentMediaType?.startsWith("image/") ?? false

/** An object's fields in declaration order, each with whether it must be given. */
export function fieldsOf(field: JsonField): Array<[name: string, field: JsonField, required: boolean]> {
  const required = new Set(field.required ?? [])
  return Object.entries(field.properties ?? {}).map(([name, inner]) => [name, inner, required.has(name)])
}
