/**
 * The lead record sent to the CRM webhooks (and kept in localStorage while it is delivered: lead-delivery.ts).
 * Field names are Portuguese because the receivers' flows already use them.
 */
import type { LeadConsent, OptionalCategory } from "../../consent/consent"
import { maskPhone } from "../form/phone-mask"
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
import { conversionIds, type ConversionIds } from "../tracking/conversion-ids"
import { FIELD_MAX_LENGTH, type LeadFormValues } from "../form/validators"
import type { BuildLabels } from "../../../content-model/build-environment"
import type { LeadSuspicion } from "../form/bot-signals"
import { formatPrice } from "../../../lib/price"
import type { Plan } from "../plans"

/** One touch as the lead carries it: its parameters (click ids only with consent), when, where it landed, from where. */
export type LeadTouch = TrackingParams & { data: string; landing_page: string; http_referrer: string }

export interface LeadRecord extends TrackingParams, ConversionIds, Partial<LeadSuspicion> {
  lead_id: string
  nome: string
  email: string
  telefone: string
  plano: string
  preco: string
  /** ISO 8601 time of submit. */
  timestamp: string
  url_origem: string
  /** The `referrer` URL parameter when one was captured, else the browser's referrer at landing. */
  referrer: string
  /** Always the browser's referrer at landing (document.referrer). */
  http_referrer: string
  landing_page: string
  /** The build's A/B variant. */
  variante: string
  /** What the build was for: production, branch (a split test), preview or local. A CRM filters test leads on it. */
  ambiente: string
  /** The first campaign the visitor came with (null before any); the flat fields above are the last touch. */
  primeiro_toque: LeadTouch | null
  /** The last campaign, with its time: the same parameters as the flat fields. */
  ultimo_toque: LeadTouch | null
  /** The visitor's cookie consent at submit (proof for the CRM). The lead is sent whatever it says. */
  consentimento: LeadConsent
}

export interface LeadInput {
  values: LeadFormValues
  plan: Pick<Plan, "name" | "price">
  tracking: TrackingRecord | undefined
  /** The first touch with a campaign, when one was kept. */
  firstTouch?: TrackingRecord
  /** document.cookie at submit: Meta's and Google's cookies, read only with their consent. */
  cookies?: string
  pageUrl: string
  build: BuildLabels
  now: Date
  leadId: string
  consent: LeadConsent
  /** Set when the submit looked like a bot's: the lead goes out all the same, with the flag and its reason. */
  suspicion?: LeadSuspicion
}

/** The known keys of a record's parameters, in a stable order, click ids only with their consent. */
function orderedParams(params: TrackingParams | undefined, granted: readonly OptionalCategory[]): TrackingParams {
  const ordered: TrackingParams = {}
  for (const key of TRACKED_PARAMS) {
    const value = params?.[key]
    if (value) ordered[key] = value
  }
  return granted.includes("marketing") ? ordered : withoutClickIds(ordered)
}

/** A touch as the lead may carry it: click ids, in its parameters or its addresses, only with marketing consent. */
const consented = (record: TrackingRecord | undefined, granted: readonly OptionalCategory[]) =>
  record && !granted.includes("marketing") ? withoutClickIdsInRecord(record) : record

function leadTouch(record: TrackingRecord | undefined, granted: readonly OptionalCategory[]): LeadTouch | null {
  if (!record) return null
  return {
    ...orderedParams(record.params, granted),
    data: record.timestamp,
    landing_page: record.landing_page,
    http_referrer: record.referrer,
  }
}

export function buildLeadRecord({
  values,
  plan,
  tracking,
  firstTouch,
  cookies = "",
  pageUrl,
  build,
  now,
  leadId,
  consent,
  suspicion,
}: LeadInput): LeadRecord {
  const granted = consent.categorias.filter((category): category is OptionalCategory => category !== "necessary")
  const last = consented(tracking, granted)
  const first = consented(firstTouch, granted)
  // Only the known keys, in a stable order, whatever the record holds; click ids only with consent.
  const params = orderedParams(last?.params, granted)
  const browserReferrer = last?.referrer ?? ""
  return {
    lead_id: leadId,
    nome: cleanText(values.nome, FIELD_MAX_LENGTH.nome),
    // As typed, trimmed: not lower-cased, since the part before the @ may be case-sensitive.
    email: cleanText(values.email, FIELD_MAX_LENGTH.email),
    telefone: maskPhone(values.telefone),
    plano: plan.name,
    preco: formatPrice(plan.price),
    timestamp: now.toISOString(),
    url_origem: cleanText(granted.includes("marketing") ? pageUrl : withoutClickIdsInUrl(pageUrl), URL_MAX_LENGTH),
    ...params,
    ...conversionIds(cookies, granted, tracking, firstTouch),
    referrer: params.referrer ?? browserReferrer,
    http_referrer: browserReferrer,
    landing_page: last?.landing_page ?? "",
    variante: build.variant,
    ambiente: build.environment,
    primeiro_toque: leadTouch(first, granted),
    // A direct visit is no campaign: the last touch is the last record that had parameters.
    ultimo_toque: leadTouch(last && Object.keys(last.params).length > 0 ? last : undefined, granted),
    consentimento: { ...consent, categorias: [...consent.categorias] },
    // A person's lead has no suspicion fields at all.
    ...(suspicion && { suspeito: true, motivo_suspeita: suspicion.motivo_suspeita }),
  }
}

interface CryptoLike {
  randomUUID?: () => string
  getRandomValues?: (array: Uint8Array) => unknown
}

/** A random UUID v4: crypto.randomUUID where available (secure contexts), else built from random bytes. */
export function createLeadId(cryptoApi: CryptoLike | null = typeof crypto === "undefined" ? null : crypto): string {
  if (typeof cryptoApi?.randomUUID === "function") {
    try {
      return cryptoApi.randomUUID()
    } catch {
      // Fall through: some embedded browsers expose it but throw.
    }
  }
  const bytes = new Uint8Array(16)
  if (typeof cryptoApi?.getRandomValues === "function") cryptoApi.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
