/** @jest-environment node */
import { receiveLead } from "./lead"
import { memoryStore } from "./memory-store"
import type { SalesDeps } from "./receive"
import type { SalesEnv } from "./store"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"
const NOW = Date.parse("2026-03-02T15:00:00-03:00")
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/126.0 Mobile"
/** What the lead form sends for a visitor who granted everything. */
const KEYS = {
  lead_id: LEAD_ID,
  variante: "preco-b",
  ambiente: "production",
  consentimento: ["necessary", "analytics", "marketing"],
  ga_client_id: "987654321.1760000000",
  fbp: "fb.1.1558571054389.1098115397",
  fbc: "fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890",
  click_ids: { gclid: "EAIaIQobChMI", fbclid: "AbCdEfGhIjKlMnOpQrStUvWxYz1234567890" },
  email_sha256: "a".repeat(64),
  phone_sha256: "b".repeat(64),
}

function setup() {
  const memory = memoryStore()
  const deps = { store: () => memory.store, now: () => NOW } as unknown as SalesDeps
  const post = (body: unknown, method = "POST") => {
    const headers = { "User-Agent": PHONE_UA, "CF-Connecting-IP": "203.0.113.7" }
    const text = typeof body === "string" || body === undefined ? body : JSON.stringify(body)
    const request = new Request("https://formacaomagic.com.br/api/leads", { method, headers, body: text })
    return receiveLead({ request, env: {} as SalesEnv, waitUntil: () => undefined }, deps)
  }
  return { ...memory, post }
}

describe("POST /api/leads", () => {
  it("stores a lead's keys with the time, and the browser and address Meta asks for under marketing", async () => {
    const { post, leads } = setup()
    expect((await post(KEYS)).status).toBe(204)
    expect(leads.get(LEAD_ID)).toMatchObject({
      consent: "necessary analytics marketing",
      fbp: KEYS.fbp,
      click_ids: JSON.stringify(KEYS.click_ids),
      user_agent: PHONE_UA,
      ip: "203.0.113.7",
      created_at: NOW,
    })
  })

  it("keeps neither browser nor address for a visitor who granted analytics only", async () => {
    const { post, leads } = setup()
    const { fbp: _fbp, fbc: _fbc, click_ids: _clicks, ...analyticsOnly } = KEYS
    expect((await post({ ...analyticsOnly, consentimento: ["necessary", "analytics"] })).status).toBe(204)
    expect(leads.get(LEAD_ID)).toMatchObject({ consent: "necessary analytics", user_agent: null, ip: null })
  })

  it.each([
    ["an unknown key", { ...KEYS, nome: "Ana" }, "Unrecognized key"],
    ["a lead id that is no UUID v4", { ...KEYS, lead_id: "123" }, "lead_id"],
    ["an e-mail sent in clear", { ...KEYS, email_sha256: "ana@example.com" }, "email_sha256"],
    ["a consent without analytics nor marketing", { ...KEYS, consentimento: ["necessary"] }, "neither"],
    ["Meta's cookie without marketing", { ...KEYS, consentimento: ["necessary", "analytics"] }, "marketing consent"],
    ["GA4's id without analytics", { ...KEYS, consentimento: ["necessary", "marketing"] }, "analytics consent"],
    ["a body over 4 KB", { ...KEYS, variante: "x".repeat(5000) }, "4 KB"],
    ["malformed JSON", "{lead_id:", "malformed JSON"],
  ])("refuses %s with a 400 that says why", async (_case, body, reason) => {
    const { post, leads } = setup()
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(reason)
    expect(leads.size).toBe(0)
  })

  it("answers only POST", async () => {
    expect((await setup().post(undefined, "GET")).status).toBe(405)
  })
})
