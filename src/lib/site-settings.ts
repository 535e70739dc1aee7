/**
 * Site-wide settings: content/site.json with per-build environment overrides,
 * so a marketer's branch can point at other checkouts, webhooks or tag ids
 * without touching code. Framework-free: used by gatsby-config and tests.
 */

export type PlanId = "plus" | "max"

export interface SiteSettings {
  siteUrl: string
  siteName: string
  checkout: Record<PlanId, string>
  renewalCheckout: string
  webhooks: string[]
  whatsapp: { number: string; message: string }
  salesContactUrl: string
  tags: { gtmId: string; ga4Id: string; metaPixelId: string }
  videoHost: string
}

/** Environment variable → setting it overrides. Documented in the README. */
export const SETTINGS_ENV_VARS = {
  SITE_URL: "siteUrl",
  CHECKOUT_URL_PLUS: "checkout.plus",
  CHECKOUT_URL_MAX: "checkout.max",
  RENEWAL_CHECKOUT_URL: "renewalCheckout",
  LEAD_WEBHOOK_URL_1: "webhooks[0]",
  LEAD_WEBHOOK_URL_2: "webhooks[1]",
  WHATSAPP_NUMBER: "whatsapp.number",
  WHATSAPP_MESSAGE: "whatsapp.message",
  SALES_CONTACT_URL: "salesContactUrl",
  GTM_ID: "tags.gtmId",
  GA4_ID: "tags.ga4Id",
  META_PIXEL_ID: "tags.metaPixelId",
} as const

export type Env = Record<string, string | undefined>

function pick(env: Env, name: keyof typeof SETTINGS_ENV_VARS, fallback: string): string {
  const value = env[name]?.trim()
  return value ? value : fallback
}

export function applyEnvOverrides(base: SiteSettings, env: Env): SiteSettings {
  return {
    ...base,
    siteUrl: pick(env, "SITE_URL", base.siteUrl).replace(/\/+$/, ""),
    checkout: {
      plus: pick(env, "CHECKOUT_URL_PLUS", base.checkout.plus),
      max: pick(env, "CHECKOUT_URL_MAX", base.checkout.max),
    },
    renewalCheckout: pick(env, "RENEWAL_CHECKOUT_URL", base.renewalCheckout),
    webhooks: [
      pick(env, "LEAD_WEBHOOK_URL_1", base.webhooks[0] ?? ""),
      pick(env, "LEAD_WEBHOOK_URL_2", base.webhooks[1] ?? ""),
    ].filter(Boolean),
    whatsapp: {
      number: pick(env, "WHATSAPP_NUMBER", base.whatsapp.number),
      message: pick(env, "WHATSAPP_MESSAGE", base.whatsapp.message),
    },
    salesContactUrl: pick(env, "SALES_CONTACT_URL", base.salesContactUrl),
    tags: {
      gtmId: pick(env, "GTM_ID", base.tags.gtmId),
      ga4Id: pick(env, "GA4_ID", base.tags.ga4Id),
      metaPixelId: pick(env, "META_PIXEL_ID", base.tags.metaPixelId),
    },
  }
}

const HTTPS_URL = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/

/** Problems with the final settings, each naming the file and the field. */
export function validateSettings(settings: SiteSettings, file = "content/site.json"): string[] {
  const errors: string[] = []
  const url = (field: string, value: unknown) => {
    if (typeof value !== "string" || !HTTPS_URL.test(value)) {
      errors.push(`${file} → field "${field}": ${JSON.stringify(value)} is not an https:// address`)
    }
  }
  const text = (field: string, value: unknown) => {
    if (typeof value !== "string" || value.trim() === "") {
      errors.push(`${file} → field "${field}": is missing or empty`)
    }
  }
  url("siteUrl", settings.siteUrl)
  text("siteName", settings.siteName)
  url("checkout.plus", settings.checkout?.plus)
  url("checkout.max", settings.checkout?.max)
  url("renewalCheckout", settings.renewalCheckout)
  if (!Array.isArray(settings.webhooks) || settings.webhooks.length !== 2) {
    errors.push(`${file} → field "webhooks": must list exactly two webhook addresses`)
  } else {
    settings.webhooks.forEach((hook, i) => url(`webhooks[${i}]`, hook))
  }
  if (!/^\d{12,13}$/.test(settings.whatsapp?.number ?? "")) {
    errors.push(
      `${file} → field "whatsapp.number": ${JSON.stringify(settings.whatsapp?.number)} must be digits only with country and area code, like 5511999990000`,
    )
  }
  text("whatsapp.message", settings.whatsapp?.message)
  url("salesContactUrl", settings.salesContactUrl)
  if (!/^GTM-[A-Z0-9]+$/.test(settings.tags?.gtmId ?? "")) {
    errors.push(`${file} → field "tags.gtmId": ${JSON.stringify(settings.tags?.gtmId)} must look like GTM-XXXXXXX`)
  }
  if (!/^G-[A-Z0-9]+$/.test(settings.tags?.ga4Id ?? "")) {
    errors.push(`${file} → field "tags.ga4Id": ${JSON.stringify(settings.tags?.ga4Id)} must look like G-XXXXXXXXXX`)
  }
  if (!/^\d+$/.test(settings.tags?.metaPixelId ?? "")) {
    errors.push(`${file} → field "tags.metaPixelId": ${JSON.stringify(settings.tags?.metaPixelId)} must be digits only`)
  }
  url("videoHost", settings.videoHost)
  return errors
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
