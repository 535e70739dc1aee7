/**
 * A lead's attribution keys for the site's store (functions/api/leads.ts), so a sale can be told to GA4 and Meta
 * server-side: only what consent allows, e-mail and phone as SHA-256 hashes. On Netlify the request fails quietly.
 */
import type { LeadRecord } from "./lead"
import { CLICK_ID_PARAMS } from "../tracking/campaign"

async function sha256(text: string): Promise<string | undefined> {
  if (typeof crypto === "undefined" || !("subtle" in crypto)) return undefined
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), byte => byte.toString(16).padStart(2, "0")).join("")
}

export async function leadKeys(lead: LeadRecord): Promise<Record<string, unknown> | undefined> {
  const granted = lead.consentimento.categorias
  const analytics = granted.includes("analytics")
  const marketing = granted.includes("marketing")
  if (!analytics && !marketing) return undefined
  const clickIds = marketing
    ? Object.fromEntries(CLICK_ID_PARAMS.flatMap(key => (lead[key] ? [[key, lead[key]]] : [])))
    : {}
  const phone = lead.telefone.replace(/\D/g, "")
  return {
    lead_id: lead.lead_id,
    variante: lead.variante,
    ambiente: lead.ambiente,
    consentimento: granted,
    ...(analytics && lead.ga_client_id ? { ga_client_id: lead.ga_client_id } : {}),
    ...(marketing && lead.fbp ? { fbp: lead.fbp } : {}),
    ...(marketing && lead.fbc ? { fbc: lead.fbc } : {}),
    ...(Object.keys(clickIds).length > 0 ? { click_ids: clickIds } : {}),
    email_sha256: await sha256(lead.email.trim().toLowerCase()),
    phone_sha256: await sha256(phone.length <= 11 ? `55${phone}` : phone),
  }
}

export async function sendLeadKeys(lead: LeadRecord, post: typeof fetch = fetch): Promise<void> {
  const body = await leadKeys(lead)
  if (!body) return
  const init = { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" } }
  await post("/api/leads", { ...init, body: JSON.stringify(body) }).catch(() => undefined)
}
