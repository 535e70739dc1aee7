// The content's GraphQL types from the zod schemas (an optional field is nullable), and the fields resolved at build.
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { renderMdxToHtml } from "./mdx-html"
import { contentFigures } from "./content-figures"
import { applyEnvOverrides, type PlanId } from "../../src/content-model/settings"
import { SETTINGS_SCHEMA } from "../../src/content-model/schemas/settings"
import { figureValue, payableAmounts } from "../../src/content-model/figures/figures"
import { fillDeep, fillFigures } from "../../src/content-model/figures/fill"
import {
  COMPUTED_ENTRY_FIELDS,
  COMPUTED_FIELDS,
  computedValue,
  type ComputedField,
} from "../../src/content-model/figures/computed-fields"
import { COLLECTIONS, type CollectionName } from "../../src/content-model/schemas"
import { MDX_FRONTMATTER } from "../../src/content-model/schemas/site"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "../../src/content-model/json-schema"
import { lastDayOf, offerState, offerWindow, type OfferDates, type OfferState } from "../../src/content-model/offers"
import type { CreateResolvers, Resolver } from "../shared/create-resolvers"

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
  const scalars: Record<string, string> = { integer: "Int", number: "Float", boolean: "Boolean" }
  return `${scalars[field.type ?? ""] ?? "String"}${bang}`
}

function collectObjectTypes(field: JsonField, into: Map<string, JsonField>): void {
  const inner = field.type === "array" ? (field.items ?? {}) : field
  if (inner.type !== "object") return
  if (inner.typeName) into.set(inner.typeName, inner)
  for (const [, child] of fieldsOf(inner)) collectObjectTypes(child, into)
}

const added: Record<string, Record<string, Resolver>> = {}
function add(typeName: string, field: string, resolver: Resolver): void {
  added[typeName] = { ...added[typeName], [field]: resolver }
}

/** gatsby-transformer-json keeps a node's own "id" as `jsonId` (node ids are Gatsby's). */
function typeDef(name: string, field: JsonField, node?: string): string {
  const stored = fieldsOf(field).map(([key, inner, required]) => {
    const type = graphqlType(inner, required, `${node ?? name}.${key}`)
    return `  ${node && key === "id" ? "jsonId" : key}: ${type}${/^\[?String\b/.test(type) ? " @figures" : ""}`
  })
  const extra = Object.entries(added[name] ?? {}).map(([key, { type }]) => `  ${key}: ${type}`)
  return `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${[...stored, ...extra].join("\n")}\n}`
}

const typeOf = (collection: CollectionName) => COLLECTIONS[collection].typeName
const computed = (spec: ComputedField): Resolver => ({
  type: spec.type,
  // An entry's figure names its id ("plans.{id}.price"); a file's names none.
  resolve: (source: { id: string }) => computedValue(spec, contentFigures(), source.id),
})
const entriesOf = (fields: Readonly<Record<string, Readonly<Record<string, ComputedField>>>>) => Object.entries(fields)
for (const [collection, fields] of entriesOf(COMPUTED_FIELDS)) {
  for (const [field, spec] of Object.entries(fields)) add(typeOf(collection as CollectionName), field, computed(spec))
}
for (const [collection, fields] of entriesOf(COMPUTED_ENTRY_FIELDS)) {
  const { entryTypeName } = COLLECTIONS[collection as CollectionName].list ?? {}
  if (!entryTypeName) throw new Error(`computed-fields.ts: ${collection} is not a list file`)
  for (const [field, spec] of Object.entries(fields)) add(entryTypeName, field, computed(spec))
}
// An offer's last day's start, computed here once instead of in every visitor's browser (offers.ts, OfferDates).
for (const typeName of [typeOf("renewalOffer"), "UiBanner"]) {
  add(typeName, "lastDayAt", {
    type: "Float",
    resolve: (source: { endsAt?: string | null }) => (source.endsAt ? lastDayOf(source.endsAt) : null),
  })
}
add("OfferJson", "payableAmounts", { type: "[Float!]!", resolve: () => payableAmounts(contentFigures()) })

// The week's state when the site was built: the page's head and FAQ data say what held then, and the date logic stays
// out of the code every visitor downloads first.
interface BuildNodeModel {
  findOne: (args: { type: string }) => Promise<{ buildTime?: string } | null>
}
const stateAtBuild = (state: OfferState): Resolver => ({
  type: "Boolean!",
  resolve: async (source: OfferDates, _args: unknown, context: { nodeModel: BuildNodeModel }) => {
    const build = await context.nodeModel.findOne({ type: "SiteBuildMetadata" })
    const builtAt = Date.parse(build?.buildTime ?? "")
    if (Number.isNaN(builtAt)) throw new Error("openAtBuild: Gatsby's SiteBuildMetadata has no buildTime")
    return offerState(offerWindow(source), builtAt) === state
  },
})
add(typeOf("renewalOffer"), "openAtBuild", stateAtBuild("open"))
add(typeOf("renewalOffer"), "endedAtBuild", stateAtBuild("ended"))

// Checkout links live in content/site.json so CHECKOUT_URL_* can override them per build.
const settings = applyEnvOverrides(siteJson, process.env)
add("Plan", "checkoutUrl", { type: "String!", resolve: (source: { id: PlanId }) => settings.checkout[source.id] })
// gatsby-config.ts adds the build's A/B variant and environment to the settings.
for (const field of ["variant", "environment"]) {
  add("SiteSiteMetadata", field, { type: "String!", resolve: (source: Record<string, string>) => source[field] })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "figures",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
        fillDeep(source[info.fieldName], contentFigures()),
    }),
  })
  const objects = new Map<string, JsonField>()
  const nodes = Object.values(COLLECTIONS).map(collection => {
    const file = jsonSchemaOf(collection.schema)
    for (const [, field] of fieldsOf(file)) collectObjectTypes(field, objects)
    return typeDef(collection.typeName, file, collection.file)
  })
  collectObjectTypes(jsonSchemaOf(MDX_FRONTMATTER), objects)
  collectObjectTypes(jsonSchemaOf(SETTINGS_SCHEMA), objects)
  actions.createTypes([...nodes, ...[...objects].map(([name, field]) => typeDef(name, field))].join("\n\n"))
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  ;(createResolvers as CreateResolvers)({
    ...added,
    // A customer week's include shows its own price, or the value stack item's it names.
    RenewalInclude: {
      price: {
        type: "Float!",
        resolve: (source: { price?: number; item?: string }) =>
          source.price ?? figureValue(contentFigures(), `valueStack.${String(source.item)}.price`),
      },
    },
    // Types Gatsby and gatsby-plugin-mdx own get non-null fields here, where extending them warns nobody.
    Site: {
      siteMetadata: { type: "SiteSiteMetadata!", resolve: (source: { siteMetadata: unknown }) => source.siteMetadata },
    },
    Mdx: {
      frontmatter: { type: "MdxFrontmatter!", resolve: (source: { frontmatter: unknown }) => source.frontmatter },
      html: {
        type: "String!",
        resolve: (source: { body?: string }) => renderMdxToHtml(fillFigures(source.body ?? "", contentFigures())),
      },
    },
  })
}
