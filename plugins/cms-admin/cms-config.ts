/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the
 * content schema: every content file gets a form (its fields from
 * cms-fields.ts), grouped into the data files, each page's copy files and the
 * site settings; the backend comes from the environment (cms-backend.ts).
 * Framework-free; cms-admin.ts writes the files.
 */
import path from "node:path"
import type { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, PAGES, requiredSections, type Collection } from "../../src/content-model/schemas"
import { fieldsOf, jsonSchemaOf } from "../../src/content-model/json-schema"
import type { PageId } from "../../src/content-model/pages"
import { SETTINGS_FILE, SETTINGS_SCHEMA, type Env } from "../../src/content-model/settings"
import { EXAMPLES_FILE } from "../content-build/example-values"
import { EXAMPLES_SCHEMA } from "../../src/content-model/schemas/site/examples"
import { cmsBackend, localBackendUrl } from "./cms-backend"
import { cmsField, cmsFields } from "./cms-fields"
import type { CmsCollection, CmsConfig, CmsField, CmsFile } from "./cms-types"

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
    // The preview pane renders the site's own sections (preview/preview.tsx); it is on by default.
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
          "Links de checkout, webhooks, WhatsApp e tags (uma variável de ambiente no build substitui o valor), e a lista dos valores de exemplo.",
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
          {
            name: "examples",
            label: "Valores de exemplo (o que não pode ir ao ar)",
            file: EXAMPLES_FILE,
            fields: cmsFields(jsonSchemaOf(EXAMPLES_SCHEMA), { entryDir: "content", where: `${EXAMPLES_FILE} → ` }),
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
