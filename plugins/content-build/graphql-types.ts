/**
 * GraphQL type definitions (SDL for createTypes) generated from the content
 * schemas' JSON Schema: a field added to a schema is in GraphQL with no other
 * edit. Optional fields are nullable; objects use their schema's typeName.
 */
import type { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, type Collection } from "../../src/content-model/schemas"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "../../src/content-model/json-schema"

function graphqlType(field: JsonField, required: boolean, where: string): string {
  const bang = required ? "!" : ""
  if (field.type === "array") {
    const items = field.items ?? {}
    return isImage(items) ? `[File!]${bang} @fileByRelativePath` : `[${graphqlType(items, true, `${where}[]`)}]${bang}`
  }
  if (field.type === "object") {
    if (!field.typeName) throw new Error(`${where}: an object needs a typeName for GraphQL`)
    return `${field.typeName}${bang}`
  }
  if (isImage(field)) return `File${bang} @fileByRelativePath`
  if (field.type === "integer") return `Int${bang}`
  if (field.type === "number") return `Float${bang}`
  if (field.type === "boolean") return `Boolean${bang}`
  return `String${bang}`
}

/** Every object type under a field, by type name (a type used twice, like RenewalCard, once). */
function collectObjectTypes(field: JsonField, into: Map<string, JsonField>): void {
  const inner = field.type === "array" ? (field.items ?? {}) : field
  if (inner.type !== "object") return
  if (inner.typeName) into.set(inner.typeName, inner)
  for (const [, child] of fieldsOf(inner)) collectObjectTypes(child, into)
}

/**
 * gatsby-transformer-json keeps a node's own "id" as `jsonId` (node ids are
 * Gatsby's); entries inside a list keep their "id".
 */
function typeBody(field: JsonField, where: string, isNode = false): string {
  return fieldsOf(field)
    .map(([name, inner, required]) => {
      const type = graphqlType(inner, required, `${where}.${name}`)
      // Texts get the figures their placeholders name ("{plans.max.price}" → "R$ 2.497"): graphql-schema.ts.
      const figures = /^\[?String\b/.test(type) ? " @figures" : ""
      return `  ${isNode && name === "id" ? "jsonId" : name}: ${type}${figures}`
    })
    .join("\n")
}

const nested = (objects: Map<string, JsonField>, extra: (typeName: string) => string) =>
  [...objects].map(([name, field]) => `type ${name} {\n${typeBody(field, name)}${extra(name)}\n}`)

/**
 * SDL for createTypes. Types are @dontInfer so an optional field that no
 * entry uses still exists in the schema and queries keep working. `extraFields`
 * adds fields that resolvers fill in, by type name.
 */
export function buildTypeDefs(
  extraFields: Record<string, string> = {},
  collections: Readonly<Record<string, Collection>> = COLLECTIONS,
  mdxFrontmatter: z.ZodObject = MDX_FRONTMATTER,
): string {
  const objects = new Map<string, JsonField>()
  const extra = (typeName: string) => (extraFields[typeName] ? `\n${extraFields[typeName]}` : "")
  const nodes = Object.values(collections).map(collection => {
    const file = jsonSchemaOf(collection.schema)
    for (const [, field] of fieldsOf(file)) collectObjectTypes(field, objects)
    return `type ${collection.typeName} implements Node @dontInfer {\n${typeBody(file, collection.file, true)}${extra(collection.typeName)}\n}`
  })
  collectObjectTypes(jsonSchemaOf(mdxFrontmatter), objects)
  return [...nodes, ...nested(objects, extra)].join("\n\n")
}

/** The SDL of an object schema and the object types under it (the site settings in siteMetadata). */
export function objectTypeDefs(schema: z.ZodObject, extra = ""): string {
  const objects = new Map<string, JsonField>()
  const root = jsonSchemaOf(schema)
  collectObjectTypes(root, objects)
  return nested(objects, name => (name === root.typeName && extra ? `\n${extra}` : "")).join("\n\n")
}
