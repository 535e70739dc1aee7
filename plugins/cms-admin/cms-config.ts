/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the
 * content schema: every content file gets a form, every field its widget,
 * Portuguese label and hint, required flag and pattern with the build's own
 * message. A field added to the schema shows up in the CMS with no other edit.
 * The backend comes from environment variables, so production editing is
 * switched on by configuration. Framework-free; cms-admin.ts writes the files.
 */
import path from "node:path"
import type { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, PAGES, requiredSections, type Collection } from "../content-model/schemas"
import { fieldsOf, isImage, jsonSchemaOf, type JsonField } from "../content-model/json-schema"
import { DATE_TIME_STORAGE_FORMAT } from "../../src/lib/date-time"
import type { PageId } from "../../src/sections/page-sections"
import { SETTINGS_FILE, SETTINGS_SCHEMA, type Env } from "../content-model/site-settings"

/** One field of a Decap form (the documented widget options this site uses). */
export interface CmsField {
  name: string
  label: string
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "list"
    | "object"
    | "image"
    | "select"
    | "markdown"
    | "hidden"
    | "datetime"
  /** datetime: the stored form (Day.js tokens). */
  format?: string
  required: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  value_type?: "int"
  min?: number
  max?: number
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  label_singular?: string
  collapsed?: boolean
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  modes?: Array<"raw" | "rich_text">
  default?: string
}

export interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}

export interface CmsCollection {
  name: string
  label: string
  description: string
  files: CmsFile[]
  format?: "yaml-frontmatter"
  editor?: { preview: boolean }
}

export interface CmsBackend {
  name: "proxy" | "github" | "git-gateway"
  proxy_url?: string
  repo?: string
  branch?: string
  base_url?: string
  auth_endpoint?: string
}

export interface CmsConfig {
  backend: CmsBackend
  local_backend: { url: string }
  publish_mode?: "editorial_workflow"
  locale: "pt"
  site_url?: string
  media_folder: string
  public_folder: string
  editor: { preview: boolean }
  collections: CmsCollection[]
}

/** The content the forms describe; tests pass their own to check that a new field appears. */
export interface CmsSchema {
  collections: Readonly<Record<string, Collection>>
  mdxFrontmatter: z.ZodObject
  settings: z.ZodObject
  pageSections: Readonly<Record<string, readonly string[]>>
}

const SCHEMA: CmsSchema = {
  collections: COLLECTIONS,
  mdxFrontmatter: MDX_FRONTMATTER,
  settings: SETTINGS_SCHEMA,
  // Every copy file a page renders, its top banner included.
  pageSections: Object.fromEntries(PAGES.map(page => [page, requiredSections(page)])),
}

/** Port of the local backend (decap-server): 8081, Decap's default, unless CMS_LOCAL_PORT says otherwise. */
export const DEFAULT_LOCAL_PORT = 8081

export function localBackendUrl(env: Env): string {
  const port = Number(env.CMS_LOCAL_PORT?.trim() || DEFAULT_LOCAL_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CMS_LOCAL_PORT: "${env.CMS_LOCAL_PORT}" is not a port`)
  return `http://localhost:${port}/api/v1`
}

/** Where edits go: the local decap-server by default; GitHub or git-gateway (with editorial workflow) when set. */
export function cmsBackend(env: Env): Pick<CmsConfig, "backend" | "publish_mode"> {
  const name = env.CMS_BACKEND?.trim() ?? ""
  const branch = env.CMS_BRANCH?.trim() || "main"
  if (!name || name === "local") return { backend: { name: "proxy", proxy_url: localBackendUrl(env) } }
  if (name === "git-gateway") return { backend: { name, branch }, publish_mode: "editorial_workflow" }
  if (name === "github") {
    const repo = env.CMS_REPO?.trim() ?? ""
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      throw new Error(`CMS_REPO: "${repo}" is not a GitHub repository like owner/name (needed by CMS_BACKEND=github)`)
    }
    const baseUrl = env.CMS_BASE_URL?.trim()
    const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim()
    return {
      backend: {
        name,
        repo,
        branch,
        ...(baseUrl ? { base_url: baseUrl } : {}),
        ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
      },
      publish_mode: "editorial_workflow",
    }
  }
  throw new Error(`CMS_BACKEND: "${name}" is not one of local, github, git-gateway`)
}

/** Where an image field's uploads go, relative to the file that names them (the form the build resolves). */
function imageFolder(folder: string | undefined, entryDir: string): string {
  const target = path.posix.join("content/images", folder ?? "")
  return path.posix.relative(entryDir, target)
}

interface FieldContext {
  /** Folder of the content file, relative to the repository root ("content/data"). */
  entryDir: string
  /** Where the field is, for error messages. */
  where: string
}

/** A pattern with the words the build uses when a value breaks it. */
const patternOf = (field: JsonField): Pick<CmsField, "pattern"> =>
  field.pattern ? { pattern: [field.pattern, field.patternMessage ?? `Use the form /${field.pattern}/`] } : {}

/**
 * The Decap field for one field of a schema's JSON Schema. Throws when the
 * field has no label: writers would see its code name.
 */
export function cmsField(
  name: string,
  field: JsonField,
  required: boolean,
  context: FieldContext,
  inheritedLabel?: string,
): CmsField {
  const label = field.title ?? inheritedLabel
  if (!label)
    throw new Error(`${context.where}: the field has no label for the CMS (add .meta({ title: "…" }) in the schema)`)
  const base = { name, label, required, ...(field.description ? { hint: field.description } : {}) }
  switch (field.type) {
    case "object":
      return { ...base, widget: "object", fields: cmsFields(field, context) }
    case "array": {
      const minItems = field.minItems ?? 0
      const items = field.items ?? {}
      const limits = {
        // An empty list is a value, so a list that may be empty is not "required" for the form.
        required: required && minItems > 0,
        ...(minItems > 0 ? { min: minItems } : {}),
        ...(field.maxItems !== undefined ? { max: field.maxItems } : {}),
      }
      const itemContext = { ...context, where: `${context.where}[]` }
      if (items.type === "object") {
        return {
          ...base,
          ...limits,
          widget: "list",
          collapsed: true,
          ...(field.summary ? { summary: field.summary } : {}),
          ...(field.singular ? { label_singular: field.singular } : {}),
          fields: cmsFields(items, itemContext),
        }
      }
      return { ...base, ...limits, widget: "list", field: cmsField("item", items, true, itemContext, label) }
    }
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: "int",
        ...(field.minimum !== undefined ? { min: field.minimum } : {}),
        ...(field.maximum !== undefined ? { max: field.maximum } : {}),
      }
    case "boolean":
      return { ...base, widget: "boolean" }
    default:
      if (field.enum) return { ...base, widget: "select", options: field.enum.map(String) }
      if (isImage(field)) {
        const folder = imageFolder(field.folder, context.entryDir)
        return { ...base, widget: "image", media_folder: folder, public_folder: folder, choose_url: false }
      }
      if (field.format === "date-time") {
        // The picker shows the writer's own time and stores it with its offset ("2026-12-06T23:59:59-03:00"),
        // the one form the build accepts; the pattern catches a date typed by hand.
        return { ...base, widget: "datetime", format: DATE_TIME_STORAGE_FORMAT, default: "", ...patternOf(field) }
      }
      return { ...base, widget: field.multiline ? "text" : "string", ...patternOf(field) }
  }
}

function cmsFields(object: JsonField, context: FieldContext): CmsField[] {
  return fieldsOf(object).map(([name, field, required]) =>
    cmsField(name, field, required, {
      ...context,
      where: `${context.where}${context.where.endsWith(" → ") ? "" : "."}${name}`,
    }),
  )
}

/** A data file's form: a list file is one list of entries (in the writer's order), an object file its fields. */
function dataFile(name: string, collection: Collection): CmsFile {
  const file = `content/data/${collection.file}`
  const fields = cmsFields(jsonSchemaOf(collection.schema), { entryDir: "content/data", where: `${file} → ` })
  return { name, label: collection.label, file, fields }
}

/** Every page's name for writers (a page without one does not compile), in the order they meet them. */
const PAGE_LABELS: Readonly<Record<string, string>> = {
  home: "Página inicial",
  "semana-cliente": "Semana do Cliente",
  obrigado: "Obrigado",
  "politica-de-privacidade": "Política de Privacidade",
  "termos-de-uso": "Termos de Uso",
  "404": "Página não encontrada (404)",
} satisfies Record<PageId, string>

// Object.keys lists an integer-like key such as "404" first, so the order is written out.
const PAGE_ORDER: readonly string[] = [
  "home",
  "semana-cliente",
  "obrigado",
  "politica-de-privacidade",
  "termos-de-uso",
  "404",
] satisfies readonly PageId[]

/** One page's copy files, in page order; `titles` (by "page/section") name each file for writers. */
function copyCollection(
  schema: CmsSchema,
  page: string,
  sections: readonly string[],
  titles: Readonly<Record<string, string>>,
): CmsCollection {
  const entryDir = `content/copy/${page}`
  return {
    name: `copy-${page}`,
    label: `Textos: ${PAGE_LABELS[page] ?? page}`,
    description: "Os textos longos de cada seção, na ordem da página. O corpo aceita Markdown.",
    format: "yaml-frontmatter",
    files: sections.map((section, index) => {
      const file = `${entryDir}/${section}.mdx`
      const fields = fieldsOf(jsonSchemaOf(schema.mdxFrontmatter)).map(([name, spec, required]): CmsField => {
        const field = cmsField(name, spec, required, { entryDir, where: `${file} → ${name}` })
        // Which page and section a file is for is fixed by its place: the form keeps it and does not show it.
        const fixed = { page, section }[name]
        return fixed === undefined
          ? field
          : { name, label: field.label, widget: "hidden", required: field.required, default: fixed }
      })
      const body: CmsField = {
        name: "body",
        label: "Texto",
        widget: "markdown",
        required: false,
        hint: "**negrito**, *itálico*, listas com -. Parágrafos separados por uma linha em branco.",
        // Raw first: the rich editor would rewrite Markdown the writer did not touch.
        modes: ["raw", "rich_text"],
      }
      const title = titles[`${page}/${section}`]
      return {
        name: section,
        label: `${index + 1}. ${section}${title ? ` — ${title}` : ""}`,
        file,
        fields: [...fields, body],
      }
    }),
  }
}

/** Pages as writers meet them (PAGE_ORDER); one it does not list comes last. */
function pagesInOrder(pageSections: CmsSchema["pageSections"]): Array<[string, readonly string[]]> {
  const rank = (page: string) => {
    const index = PAGE_ORDER.indexOf(page)
    return index < 0 ? PAGE_ORDER.length : index
  }
  return Object.entries(pageSections).sort(([a], [b]) => rank(a) - rank(b))
}

export interface CmsConfigOptions {
  env?: Env
  schema?: CmsSchema
  /** Title of each copy file by "page/section", to name it in the file list. */
  copyTitles?: Readonly<Record<string, string>>
}

export function buildCmsConfig({ env = {}, schema = SCHEMA, copyTitles = {} }: CmsConfigOptions = {}): CmsConfig {
  const siteUrl = env.SITE_URL?.trim()
  return {
    ...cmsBackend(env),
    // Decap uses the local decap-server instead of the backend when the admin runs on localhost and it answers.
    local_backend: { url: localBackendUrl(env) },
    locale: "pt",
    ...(siteUrl ? { site_url: siteUrl } : {}),
    media_folder: "content/images",
    public_folder: "/images",
    // The live preview is the site itself (gatsby develop), not Decap's unstyled pane.
    editor: { preview: false },
    collections: [
      {
        name: "data",
        label: "Dados das páginas",
        description: "Fases, agentes, planos, preços, depoimentos, perguntas e textos curtos.",
        files: Object.entries(schema.collections).map(([name, collection]) => dataFile(name, collection)),
      },
      ...pagesInOrder(schema.pageSections).map(([page, sections]) =>
        copyCollection(schema, page, sections, copyTitles),
      ),
      {
        name: "settings",
        label: "Configurações do site",
        description:
          "Links de checkout, webhooks, WhatsApp e tags. Uma variável de ambiente no build substitui o valor.",
        files: [
          {
            name: "site",
            label: "Configurações do site",
            file: SETTINGS_FILE,
            fields: cmsFields(jsonSchemaOf(schema.settings), {
              entryDir: path.posix.dirname(SETTINGS_FILE),
              where: `${SETTINGS_FILE} → `,
            }),
          },
        ],
      },
    ],
  }
}

/** Origins the editor talks to (its CSP's connect-src): the local backend and the git host's API. */
export function cmsConnectOrigins(config: CmsConfig): string[] {
  const origins = [new URL(config.local_backend.url).origin]
  if (config.backend.name === "github") origins.push("https://api.github.com")
  return origins
}

/** Image origins of the editor's CSP beyond its own: the signed-in GitHub user's avatar. */
export function cmsImageOrigins(config: CmsConfig): string[] {
  return config.backend.name === "github" ? ["https://avatars.githubusercontent.com"] : []
}

/** Every content file the configuration gives a form, relative to the repository. */
export function configuredFiles(config: CmsConfig): string[] {
  return config.collections.flatMap(collection => collection.files.map(file => file.file))
}

/**
 * The config.yml text. JSON is valid YAML, and JSON.stringify quotes every
 * pattern and message exactly, so no YAML library is needed.
 */
export function cmsConfigYaml(config: CmsConfig): string {
  return `# Generated by the build from plugins/content-model/schemas/ (plugins/cms-admin/cms-config.ts): do not edit.\n${JSON.stringify(config, null, 2)}\n`
}
