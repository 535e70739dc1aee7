// The Decap CMS configuration (public/admin/config.yml), generated from the content schema.
import siteJson from "../../content/site.json"
import { COLLECTIONS } from "../../src/content-model/schemas"
import { MDX_FRONTMATTER, PAGES, requiredSections } from "../../src/content-model/schemas/site"
import {
  EXAMPLES_FILE,
  EXAMPLES_SCHEMA,
  SETTINGS_FILE,
  SETTINGS_SCHEMA,
} from "../../src/content-model/schemas/settings"
import { fieldsOf, jsonSchemaOf } from "../../src/content-model/json-schema"
import type { PageId } from "../../src/content-model/pages"
import { applyEnvOverrides, type Env } from "../../src/content-model/settings"
import { cmsField, cmsFields } from "./cms-fields"
import type { CmsCollection, CmsConfig, CmsField } from "./cms-types"

/** Port 8081 is Decap's default. */
function localBackendUrl(env: Env): string {
  const port = Number(env.CMS_LOCAL_PORT?.trim() || 8081)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CMS_LOCAL_PORT: "${env.CMS_LOCAL_PORT}" is not a port`)
  return `http://localhost:${port}/api/v1`
}

/** On Cloudflare Pages a repository alone means GitHub (signed in by functions/api/cms/) on the deployment's branch. */
export function cmsBackend(env: Env): Pick<CmsConfig, "backend" | "publish_mode"> {
  const cloudflare = env.CF_PAGES?.trim() === "1"
  const name = env.CMS_BACKEND?.trim() || (cloudflare && env.CMS_REPO?.trim() ? "github" : "")
  const branch = env.CMS_BRANCH?.trim() || (cloudflare ? env.CF_PAGES_BRANCH?.trim() : "") || "main"
  if (!name || name === "local") return { backend: { name: "proxy", proxy_url: localBackendUrl(env) } }
  if (name === "git-gateway") return { backend: { name, branch }, publish_mode: "editorial_workflow" }
  if (name !== "github") throw new Error(`CMS_BACKEND: "${name}" is not one of local, github, git-gateway`)
  const repo = env.CMS_REPO?.trim() ?? ""
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`CMS_REPO: "${repo}" is not a GitHub repository like owner/name (needed by CMS_BACKEND=github)`)
  }
  const production = cloudflare ? new URL(applyEnvOverrides(siteJson, env).siteUrl).origin : undefined
  const baseUrl = env.CMS_BASE_URL?.trim() || production
  const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim() || (cloudflare ? "api/cms/auth" : undefined)
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

const PAGE_LABELS = {
  home: "Página inicial",
  "semana-cliente": "Semana do Cliente",
  obrigado: "Obrigado",
  "politica-de-privacidade": "Política de Privacidade",
  "termos-de-uso": "Termos de Uso",
  "404": "Página não encontrada (404)",
} satisfies Record<PageId, string>

function copyCollection(page: PageId, titles: Readonly<Record<string, string>>): CmsCollection {
  const entryDir = `content/copy/${page}`
  return {
    name: `copy-${page}`,
    label: `Textos: ${PAGE_LABELS[page]}`,
    description: "Os textos longos de cada seção, na ordem da página. O corpo aceita Markdown.",
    format: "yaml-frontmatter",
    files: requiredSections(page).map((section, index) => {
      const file = `${entryDir}/${section}.mdx`
      const fields = fieldsOf(jsonSchemaOf(MDX_FRONTMATTER)).map(([name, spec, required]): CmsField => {
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

export function buildCmsConfig(env: Env = {}, copyTitles: Readonly<Record<string, string>> = {}): CmsConfig {
  const siteUrl = env.SITE_URL?.trim()
  const form = (file: string, schema: Parameters<typeof jsonSchemaOf>[0], entryDir: string) =>
    cmsFields(jsonSchemaOf(schema), { entryDir, where: `${file} → ` })
  return {
    ...cmsBackend(env),
    // Decap uses the local decap-server instead of the backend when the admin runs on localhost and it answers.
    local_backend: { url: localBackendUrl(env) },
    locale: "pt",
    ...(siteUrl ? { site_url: siteUrl } : {}),
    media_folder: "content/images",
    public_folder: "/images",
    collections: [
      {
        name: "data",
        label: "Dados das páginas",
        description: "Fases, agentes, planos, preços, depoimentos, perguntas e textos curtos.",
        files: Object.entries(COLLECTIONS).map(([name, { label, file, schema }]) => {
          const path = `content/data/${file}`
          return { name, label, file: path, fields: form(path, schema, "content/data") }
        }),
      },
      // Object.keys lists the integer-like "404" first; writers meet it last.
      ...[...PAGES.filter(page => page !== "404"), "404" as const].map(page => copyCollection(page, copyTitles)),
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
            fields: form(SETTINGS_FILE, SETTINGS_SCHEMA, "content"),
          },
          {
            name: "examples",
            label: "Valores de exemplo (o que não pode ir ao ar)",
            file: EXAMPLES_FILE,
            fields: form(EXAMPLES_FILE, EXAMPLES_SCHEMA, "content"),
          },
        ],
      },
    ],
  }
}

/** The editor's CSP beyond its own origin. */
export function cmsOrigins(config: CmsConfig): { connect: string[]; images: string[] } {
  const github = config.backend.name === "github"
  return {
    connect: [new URL(config.local_backend.url).origin, ...(github ? ["https://api.github.com"] : [])],
    images: github ? ["https://avatars.githubusercontent.com"] : [],
  }
}

// JSON is valid YAML, and JSON.stringify quotes every pattern and message exactly.
export function cmsConfigYaml(config: CmsConfig): string {
  return `# Generated by the build from plugins/content-model/schemas/ (plugins/cms-admin/cms-config.ts): do not edit.\n${JSON.stringify(config, null, 2)}\n`
}
