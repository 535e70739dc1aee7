/**
 * The lead record for the CRM webhooks (Portuguese field names: the receivers' flows use them). Match keys go only
 * with consent (docs/guia-medicao.md): with marketing, Meta's `fbp` and `fbc` (else built from the fbclid as
 * fb.1.<ms>.<fbclid>) and the click ids; with analytics, GA4's client id (the last two numbers of _ga).
 */
import type { LeadConsent, OptionalCategory } from "../../consent/consent"
import {
  cleanText,
  TRACKED_PARAMS,
  URL_MAX_LENGTH,
  withoutClickIds,
  withoutClickIdsInRecord,
  withoutClickIdsInUrl,
  type TrackingParams,
  type TrackingRecord,
} from "../tracking/campaign"
import { FIELD_MAX_LENGTH, maskPhone, type LeadFormValues } from "../form/validators"
import type { BuildLabels } from "../../../content-model/build-environment"
import type { LeadSuspicion } from "../form/bot-signals"
import { formatPrice } from "../../../lib/price"
import type { Plan } from "../plans"

type LeadTouch = TrackingParams & { data: string; landing_page: string; http_referrer: string }

export interface LeadRecord extends TrackingParams, Partial<LeadSuspicion> {
  lead_id: string
  nome: string
  email: string
  telefone: string
  plano: string
  preco: string
  timestamp: string
  url_origem: string
  /** The `referrer` URL parameter when one came, else the browser's referrer at landing (always in http_referrer). */
  referrer: string
  http_referrer: string
  landing_page: string
  variante: string
  /** What the build was for (production, branch, preview, local): a CRM filters test leads on it. */
  ambiente: string
  fbp?: string
  fbc?: string
  ga_client_id?: string
  /** The first campaign the visitor came with; the flat fields are the last one's. */
  primeiro_toque: LeadTouch | null
  ultimo_toque: LeadTouch | null
  /** The cookie choice at submit (proof for the CRM): the lead is sent whatever it says. */
  consentimento: LeadConsent
}

export interface LeadInput {
  values: LeadFormValues
  plan: Pick<Plan, "name" | "price">
  tracking: TrackingRecord | undefined
  firstTouch?: TrackingRecord
  cookies?: string
  pageUrl: string
  build: BuildLabels
  now: Date
  leadId: string
  consent: LeadConsent
  suspicion?: LeadSuspicion
}

/** A cookie's value from document.cookie, decoded; undefined when absent or empty. */
function readCookie(cookies: string, name: string): string | undefined {
  const part = cookies.split(";").find(entry => entry.split("=")[0].trim() === name)
  let value = part?.split("=").slice(1).join("=").trim() ?? ""
  try {
    value = decodeURIComponent(value)
  } catch {
    // Kept as written.
  }
  return cleanText(value, 500) || undefined
}

function conversionIds(cookies: string, granted: readonly OptionalCategory[], touches: (TrackingRecord | undefined)[]) {
  const ids: Pick<LeadRecord, "fbp" | "fbc" | "ga_client_id"> = {}
  if (granted.includes("marketing")) {
    const clicked = touches.find(touch => touch?.params.fbclid)
    ids.fbp = readCookie(cookies, "_fbp")
    ids.fbc =
      readCookie(cookies, "_fbc") ?? (clicked && `fb.1.${Date.parse(clicked.timestamp)}.${clicked.params.fbclid}`)
  }
  if (granted.includes("analytics")) ids.ga_client_id = /\.(\d+\.\d+)$/.exec(readCookie(cookies, "_ga") ?? "")?.[1]
  return Object.fromEntries(Object.entries(ids).filter(([, value]) => value)) as typeof ids
}

/** The known keys of a record's parameters, in a stable order, click ids only with marketing consent. */
function orderedParams(params: TrackingParams | undefined, marketing: boolean): TrackingParams {
  const ordered: TrackingParams = {}
  for (const key of TRACKED_PARAMS) if (params?.[key]) ordered[key] = params[key]
  return marketing ? ordered : withoutClickIds(ordered)
}

function leadTouch(record: TrackingRecord | undefined, marketing: boolean): LeadTouch | null {
  if (!record) return null
  const { params, timestamp, landing_page, referrer } = record
  return { ...orderedParams(params, marketing), data: timestamp, landing_page, http_referrer: referrer }
}

export function buildLeadRecord(input: LeadInput): LeadRecord {
  const { values, plan, tracking, firstTouch, cookies = "", pageUrl, build, consent, suspicion } = input
  const granted = consent.categorias.filter((category): category is OptionalCategory => category !== "necessary")
  const marketing = granted.includes("marketing")
  // Click ids, in parameters or addresses, only with marketing consent.
  const last = tracking && !marketing ? withoutClickIdsInRecord(tracking) : tracking
  const first = firstTouch && !marketing ? withoutClickIdsInRecord(firstTouch) : firstTouch
  const params = orderedParams(last?.params, marketing)
  const browserReferrer = last?.referrer ?? ""
  return {
    lead_id: input.leadId,
    nome: cleanText(values.nome, FIELD_MAX_LENGTH.nome),
    // Not lower-cased: the part before the @ may be case-sensitive.
    email: cleanText(values.email, FIELD_MAX_LENGTH.email),
    telefone: maskPhone(values.telefone),
    plano: plan.name,
    preco: formatPrice(plan.price),
    timestamp: input.now.toISOString(),
    url_origem: cleanText(marketing ? pageUrl : withoutClickIdsInUrl(pageUrl), URL_MAX_LENGTH),
    ...params,
    ...conversionIds(cookies, granted, [tracking, firstTouch]),
    referrer: params.referrer ?? browserReferrer,
    http_referrer: browserReferrer,
    landing_page: last?.landing_page ?? "",
    variante: build.variant,
    ambiente: build.environment,
    primeiro_toque: leadTouch(first, marketing),
    // A direct visit is no campaign: the last touch is the last record that had parameters.
    ultimo_toque: leadTouch(last && Object.keys(last.params).length > 0 ? last : undefined, marketing),
    consentimento: { ...consent, categorias: [...consent.categorias] },
    ...(suspicion && { suspeito: true, motivo_suspeita: suspicion.motivo_suspeita }),
  }
}

type CryptoLike = { randomUUID?: () => string; getRandomValues?: (array: Uint8Array) => unknown }

/** A random UUID v4: crypto.randomUUID where there is one (secure contexts), else from random bytes. */
export function createLeadId(cryptoApi: CryptoLike | null = typeof crypto === "undefined" ? null : crypto): string {
  try {
    if (cryptoApi?.randomUUID) return cryptoApi.randomUUID()
  } catch {
    // Some embedded browsers have it but throw.
  }
  const bytes = new Uint8Array(16)
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
