// Site-wide settings: an environment variable may override a setting for one build, so a marketer's branch can point
// at other checkouts, webhooks or tag ids without touching code.
import { formatCnpj } from "../lib/cnpj"
import { SETTINGS_FILE, SETTINGS_SCHEMA, type SiteSettings } from "./schemas/settings"
import { validateRecord } from "./validation"
import { fieldsOf, jsonSchemaOf, type JsonField } from "./json-schema"
import { fieldLabel } from "./wording"

export { SETTINGS_FILE, type SiteSettings }
export type PlanId = keyof SiteSettings["checkout"]
export type Env = Record<string, string | undefined>

export function settingsEnvVars(field = jsonSchemaOf(SETTINGS_SCHEMA), prefix = ""): Array<[string, string]> {
  return fieldsOf(field).flatMap(([name, inner]): Array<[string, string]> => {
    const where = `${prefix}${name}`
    if (inner.type === "object") return settingsEnvVars(inner, `${where}.`)
    if (inner.type === "array") return (inner.envItems ?? []).map((env, index) => [env, `${where}[${index}]`])
    return inner.env ? [[inner.env, where]] : []
  })
}

function override(field: JsonField, value: unknown, env: Env): unknown {
  const pick = (name: string | undefined, fallback: unknown) => (name && env[name]?.trim()) || fallback
  if (field.type === "object") {
    const record = (value ?? {}) as Record<string, unknown>
    // Unknown keys stay, so the validation names a misspelt field instead of only missing the right one.
    return {
      ...record,
      ...Object.fromEntries(fieldsOf(field).map(([name, inner]) => [name, override(inner, record[name], env)])),
    }
  }
  if (field.type === "array" && field.envItems) {
    const items = Array.isArray(value) ? (value as unknown[]) : []
    return field.envItems.map((name, index) => pick(name, items[index])).filter(item => item !== undefined)
  }
  return pick(field.env, value)
}

export function applyEnvOverrides(base: SiteSettings, env: Env): SiteSettings {
  const settings = override(jsonSchemaOf(SETTINGS_SCHEMA), base, env) as SiteSettings
  return {
    ...settings,
    siteUrl: settings.siteUrl.replace(/\/+$/, ""),
    seller: { ...settings.seller, cnpj: formatCnpj(settings.seller.cnpj) },
  }
}

export function validateSettings(settings: unknown, file = SETTINGS_FILE, env: Env = {}): string[] {
  const setBy = settingsEnvVars().filter(([name]) => env[name]?.trim())
  return validateRecord(SETTINGS_SCHEMA, settings).map(message => {
    const variable = setBy.find(([, where]) => message.startsWith(`${fieldLabel(where)}:`))?.[0]
    return `${file} → ${message}${variable ? ` (o valor vem da variável de ambiente ${variable})` : ""}`
  })
}

export function resolveVariant(env: Env, gitBranch?: () => string | undefined): string {
  const fromEnv = [env.AB_VARIANT, env.BRANCH, env.HEAD, env.CF_PAGES_BRANCH, env.VERCEL_GIT_COMMIT_REF]
    .map(value => value?.trim())
    .find(value => value)
  // Branch names go into analytics and CRM fields: kept short and plain.
  const clean = (fromEnv ?? gitBranch?.() ?? "main")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return clean || "main"
}
