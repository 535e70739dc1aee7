/**
 * Site-wide settings: content/site.json, declared here once. Each setting may
 * name an environment variable that overrides it for one build, so a
 * marketer's branch can point at other checkouts, webhooks or tag ids without
 * touching code. Framework-free: used by gatsby-config, gatsby-node and tests.
 */
import { cnpjProblem, formatCnpj } from "../../src/features/legal/cnpj"
import { list, object, text, url, type Fields, type FieldSpec, type RecordOf } from "./content-schema"
import { validateRecord } from "./content-validation"
import { EMAIL_PATTERN } from "../../src/features/lead/form/validators"

const EMAIL = { pattern: EMAIL_PATTERN, patternMessage: "Escreva um e-mail como contato@empresa.com.br" }

export const SETTINGS_FILE = "content/site.json"

export const SETTINGS_FIELDS = {
  siteUrl: url({
    env: "SITE_URL",
    label: "Endereço do site",
    hint: "Usado nos links de compartilhamento e no Google.",
  }),
  siteName: text({ label: "Nome do site" }),
  checkout: object(
    "SiteCheckout",
    {
      plus: url({ env: "CHECKOUT_URL_PLUS", label: "Checkout do Plano Plus" }),
      max: url({ env: "CHECKOUT_URL_MAX", label: "Checkout do Plano Max" }),
    },
    { label: "Links de checkout" },
  ),
  renewalCheckout: url({ env: "RENEWAL_CHECKOUT_URL", label: "Checkout da Semana do Cliente" }),
  renewalCheckoutFull: url({
    env: "RENEWAL_CHECKOUT_URL_FULL",
    label: "Checkout da renovação a preço cheio",
    hint: "Para onde os botões de /semana-cliente levam depois que a Semana do Cliente termina.",
  }),
  webhooks: list(url(), {
    minItems: 2,
    maxItems: 2,
    envItems: ["LEAD_WEBHOOK_URL_1", "LEAD_WEBHOOK_URL_2"],
    label: "Webhooks dos leads (CRM e automação)",
    hint: "Os dois endereços que recebem cada lead.",
  }),
  whatsapp: object(
    "SiteWhatsapp",
    {
      number: text({
        env: "WHATSAPP_NUMBER",
        label: "Número",
        pattern: /^\d{12,13}$/,
        patternMessage: "Só dígitos, com código do país e DDD, como 5511999990000",
      }),
      message: text({ env: "WHATSAPP_MESSAGE", label: "Mensagem pronta", multiline: true }),
    },
    { label: "WhatsApp" },
  ),
  salesContactUrl: url({ env: "SALES_CONTACT_URL", label: "Link do consultor comercial" }),
  tags: object(
    "SiteTags",
    {
      gtmId: text({
        env: "GTM_ID",
        label: "Google Tag Manager",
        pattern: /^GTM-[A-Z0-9]+$/,
        patternMessage: "Use um id como GTM-XXXXXXX",
      }),
      ga4Id: text({
        env: "GA4_ID",
        label: "Google Analytics 4",
        pattern: /^G-[A-Z0-9]+$/,
        patternMessage: "Use um id como G-XXXXXXXXXX",
      }),
      metaPixelId: text({
        env: "META_PIXEL_ID",
        label: "Pixel da Meta",
        pattern: /^\d+$/,
        patternMessage: "Só dígitos",
      }),
    },
    { label: "Ids das tags de medição" },
  ),
  videoHost: url({ label: "Endereço do player de vídeo", hint: "Por exemplo https://www.youtube-nocookie.com." }),
  // Who sells (Decreto 7.962/2013): shown in every footer and in the policies.
  seller: object(
    "SiteSeller",
    {
      legalName: text({ env: "SELLER_LEGAL_NAME", label: "Razão social" }),
      cnpj: text({ env: "SELLER_CNPJ", label: "CNPJ", check: cnpjProblem }),
      address: text({ env: "SELLER_ADDRESS", label: "Endereço completo" }),
      email: text({ env: "SELLER_EMAIL", label: "E-mail de contato", ...EMAIL }),
      dpoName: text({ env: "DPO_NAME", label: "Encarregado pelo tratamento de dados (LGPD)" }),
      dpoEmail: text({ env: "DPO_EMAIL", label: "E-mail do encarregado", ...EMAIL }),
    },
    { label: "Quem vende (rodapé e políticas)" },
  ),
} as const satisfies Fields

export type SiteSettings = RecordOf<typeof SETTINGS_FIELDS>
export type PlanId = keyof SiteSettings["checkout"]
export type Env = Record<string, string | undefined>

/** Every environment variable that overrides a setting, with the setting's path (for docs/operations.md and tests). */
export function settingsEnvVars(fields: Fields = SETTINGS_FIELDS, prefix = ""): Array<[string, string]> {
  return Object.entries(fields).flatMap(([name, spec]): Array<[string, string]> => {
    const where = `${prefix}${name}`
    if (spec.kind === "object") return settingsEnvVars(spec.fields, `${where}.`)
    if (spec.kind === "list") return (spec.envItems ?? []).map((env, index) => [env, `${where}[${index}]`])
    return spec.env ? [[spec.env, where]] : []
  })
}

function override(spec: FieldSpec, value: unknown, env: Env): unknown {
  const pick = (name: string | undefined, fallback: unknown) => {
    const given = name ? env[name]?.trim() : undefined
    return given ? given : fallback
  }
  if (spec.kind === "object") {
    const record = (value ?? {}) as Record<string, unknown>
    // Unknown keys stay, so the validation names a misspelt field instead of only missing the right one.
    return {
      ...record,
      ...Object.fromEntries(
        Object.entries(spec.fields).map(([name, inner]) => [name, override(inner, record[name], env)]),
      ),
    }
  }
  if (spec.kind === "list" && spec.envItems) {
    const items = Array.isArray(value) ? (value as unknown[]) : []
    return spec.envItems.map((name, index) => pick(name, items[index])).filter(item => item !== undefined)
  }
  return pick(spec.env, value)
}

/** The settings of this build: the file's values, each replaced by its environment variable when that is set. */
export function applyEnvOverrides(base: SiteSettings, env: Env): SiteSettings {
  const settings = override(object("SiteSettings", SETTINGS_FIELDS), base, env) as SiteSettings
  // One form for the site's address (no trailing slash) and for the CNPJ (12.345.678/0001-95), so pages print them as they are.
  return {
    ...settings,
    siteUrl: settings.siteUrl.replace(/\/+$/, ""),
    seller: { ...settings.seller, cnpj: formatCnpj(settings.seller.cnpj) },
  }
}

/**
 * Problems with the final settings, each naming the file and the field, and
 * the environment variable when one set the wrong value.
 */
export function validateSettings(settings: unknown, file = SETTINGS_FILE, env: Env = {}): string[] {
  const setBy = new Map(
    settingsEnvVars()
      .filter(([name]) => env[name]?.trim())
      .map(([name, where]) => [where, name]),
  )
  return validateRecord(SETTINGS_FIELDS, settings, ".").map(message => {
    const variable = setBy.get(/^field "([^"]+)"/.exec(message)?.[1] ?? "")
    return `${file} → ${message}${variable ? ` (the value comes from ${variable})` : ""}`
  })
}

/** The A/B variant of this build: AB_VARIANT, else the host's branch variable, else the git branch. */
export function resolveVariant(env: Env, gitBranch?: () => string | undefined): string {
  const fromEnv = [env.AB_VARIANT, env.BRANCH, env.HEAD, env.CF_PAGES_BRANCH, env.VERCEL_GIT_COMMIT_REF]
    .map(value => value?.trim())
    .find(value => value)
  const raw = fromEnv ?? gitBranch?.() ?? "main"
  // Branch names go into analytics and CRM fields: keep them short and plain.
  const clean = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return clean || "main"
}
