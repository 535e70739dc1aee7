/**
 * POST /api/leads: a lead's attribution keys, under analytics or marketing consent. Anyone can post, so the schema is
 * strict, a key the stated consent does not allow is refused, and the first write of a lead id wins.
 */
import { z } from "zod"
import type { SalesContext, SalesDeps } from "./receive"
import { UUID_V4 } from "./sale"

const MAX_BYTES = 4096
const text = (pattern: RegExp) => z.string().regex(pattern)
const sha256 = text(/^[0-9a-f]{64}$/)
const clickId = text(/^[\x21-\x7e]{1,500}$/)

const LeadKeys = z.strictObject({
  lead_id: text(UUID_V4),
  variante: text(/^[a-z0-9._-]{1,40}$/),
  ambiente: text(/^[a-z0-9._-]{1,20}$/),
  consentimento: z
    .array(z.enum(["necessary", "analytics", "marketing"]))
    .refine(list => list.includes("necessary") && new Set(list).size === list.length, "necessary, once each"),
  ga_client_id: text(/^\d{1,20}\.\d{1,20}$/).optional(),
  fbp: text(/^fb\.\d\.\d{1,20}\.\d{1,30}$/).optional(),
  fbc: text(/^fb\.\d\.\d{1,20}\.[\x21-\x7e]{1,500}$/).optional(),
  click_ids: z.partialRecord(z.enum(["gclid", "gbraid", "wbraid", "fbclid", "ttclid", "msclkid"]), clickId).optional(),
  email_sha256: sha256.optional(),
  phone_sha256: sha256.optional(),
})

export async function receiveLead(context: SalesContext, deps: SalesDeps): Promise<Response> {
  const { request } = context
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } })
  const refuse = (reason: string) => new Response(reason, { status: 400 })
  if (Number(request.headers.get("Content-Length")) > MAX_BYTES) return refuse("body over 4 KB")
  const body = await request.text()
  if (new TextEncoder().encode(body).length > MAX_BYTES) return refuse("body over 4 KB")
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return refuse("malformed JSON")
  }
  const parsed = LeadKeys.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return refuse(`${issue.path.join(".") || "body"}: ${issue.message}`)
  }
  const lead = parsed.data
  const analytics = lead.consentimento.includes("analytics")
  const marketing = lead.consentimento.includes("marketing")
  if (!analytics && !marketing) return refuse("consentimento: neither analytics nor marketing")
  if (!analytics && lead.ga_client_id) return refuse("ga_client_id needs analytics consent")
  if (!marketing && (lead.fbp || lead.fbc || lead.click_ids))
    return refuse("fbp, fbc and click_ids need marketing consent")
  await deps.store(context.env).addLead({
    lead_id: lead.lead_id,
    variante: lead.variante,
    ambiente: lead.ambiente,
    consent: lead.consentimento.join(" "),
    ga_client_id: lead.ga_client_id ?? null,
    fbp: lead.fbp ?? null,
    fbc: lead.fbc ?? null,
    click_ids: lead.click_ids ? JSON.stringify(lead.click_ids) : null,
    email_sha256: lead.email_sha256 ?? null,
    phone_sha256: lead.phone_sha256 ?? null,
    // Meta's client_user_agent and client_ip_address, only for a visitor who granted marketing.
    user_agent: marketing ? (request.headers.get("User-Agent")?.slice(0, 500) ?? null) : null,
    ip: marketing ? request.headers.get("CF-Connecting-IP") : null,
    created_at: deps.now(),
  })
  return new Response(null, { status: 204 })
}
