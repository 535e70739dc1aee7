import { buildLeadRecord, createLeadId, type LeadInput } from "./lead"
import { leadConsent } from "../../consent/consent"
import type { TrackingRecord } from "../tracking/campaign"
import plansJson from "../../../../content/data/plans.json"
import { formatPrice } from "../../../lib/price"

const max = plansJson.plans.find(plan => plan.id === "max") ?? plansJson.plans[0]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const LANDING = "https://formacaomagic.com.br/?utm_source=google"

const tracking: TrackingRecord = {
  params: { utm_source: "google", gclid: "g-123", ref: "parceiro", referrer: "bio", src: "story", sck: "anuncio-7" },
  timestamp: "2025-03-01T12:00:00.000Z",
  referrer: "https://www.google.com/",
  landing_page: LANDING,
}

const input = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  values: { nome: "  Maria D'Ávila  ", email: " maria+curso@mail.empresa.com.br ", telefone: "+55 11 98765-4321" },
  plan: { name: max.name, price: max.price },
  tracking,
  pageUrl: `${LANDING}#pricing`,
  build: { variant: "preco-b", environment: "preview" },
  now: new Date("2025-03-02T10:30:00.000Z"),
  leadId: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  consent: { categorias: ["necessary", "analytics"], versao_politica: 1, data_escolha: "2025-03-02T10:29:00.000Z" },
  ...overrides,
})

describe("buildLeadRecord", () => {
  it("holds what the visitor meant, trimmed, with plan, time, page, campaign, variant, environment and consent", () => {
    // Analytics granted, marketing not: the ad click id (gclid) stays out. A 'referrer' parameter is the referrer.
    const campaign = { utm_source: "google", ref: "parceiro", referrer: "bio", src: "story", sck: "anuncio-7" }
    expect(buildLeadRecord(input())).toEqual({
      lead_id: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
      nome: "Maria D'Ávila",
      email: "maria+curso@mail.empresa.com.br",
      telefone: "(11) 98765-4321",
      plano: max.name,
      preco: formatPrice(max.price),
      timestamp: "2025-03-02T10:30:00.000Z",
      url_origem: `${LANDING}#pricing`,
      ...campaign,
      http_referrer: "https://www.google.com/",
      landing_page: LANDING,
      variante: "preco-b",
      ambiente: "preview",
      primeiro_toque: null,
      ultimo_toque: {
        ...campaign,
        data: "2025-03-01T12:00:00.000Z",
        landing_page: LANDING,
        http_referrer: "https://www.google.com/",
      },
      consentimento: {
        categorias: ["necessary", "analytics"],
        versao_politica: 1,
        data_escolha: "2025-03-02T10:29:00.000Z",
      },
    })
  })

  it("carries first and last touch, Meta's and Google's ids and every click id, each only with its consent", () => {
    const first: TrackingRecord = {
      params: { utm_source: "google", gclid: "g-1", gbraid: "gb-1", wbraid: "wb-1" },
      timestamp: "2025-02-01T09:00:00.000Z",
      referrer: "https://www.google.com/",
      landing_page: `${LANDING}&gclid=g-1`,
    }
    const last: TrackingRecord = {
      params: { utm_source: "instagram", fbclid: "fb-9", ttclid: "tt-9", msclkid: "ms-9" },
      timestamp: "2025-03-01T12:00:00.000Z",
      referrer: "https://l.instagram.com/",
      landing_page: "https://formacaomagic.com.br/?utm_source=instagram&fbclid=fb-9",
    }
    const cookies = "_ga_X=GS1.1.x; _fbp=fb.1.1700000000000.123456789; _ga=GA1.1.987654321.1700000000; other=x"
    const touches = { tracking: last, firstTouch: first, pageUrl: `${last.landing_page}#pricing` }
    const lead = (categorias: LeadInput["consent"]["categorias"], cookieText = cookies) =>
      buildLeadRecord(input({ ...touches, cookies: cookieText, consent: { ...input().consent, categorias } }))
    expect(lead(["necessary", "analytics", "marketing"])).toMatchObject({
      utm_source: "instagram",
      fbclid: "fb-9",
      ttclid: "tt-9",
      msclkid: "ms-9",
      fbp: "fb.1.1700000000000.123456789",
      // No _fbc cookie: built from the fbclid and the time it came, in Meta's format.
      fbc: `fb.1.${Date.parse(last.timestamp)}.fb-9`,
      ga_client_id: "987654321.1700000000",
      primeiro_toque: { utm_source: "google", gclid: "g-1", gbraid: "gb-1", wbraid: "wb-1", data: first.timestamp },
      ultimo_toque: { utm_source: "instagram", fbclid: "fb-9", data: last.timestamp },
    })
    // The pixel's own _fbc cookie comes first, decoded; an empty or garbled cookie is none.
    expect(lead(["marketing"], "_fbc=fb.1.5.a%2Db; _fbp=; _ga=garbage")).toMatchObject({ fbc: "fb.1.5.a-b" })
    expect(lead(["marketing", "analytics"], "_fbp=; _ga=garbage")).not.toHaveProperty("fbp")
    expect(lead(["analytics"], "_ga=garbage")).not.toHaveProperty("ga_client_id")
    const analyticsOnly = lead(["necessary", "analytics"])
    expect(analyticsOnly.ga_client_id).toBe("987654321.1700000000")
    const rejected = lead(["necessary"])
    expect(rejected).not.toHaveProperty("ga_client_id")
    // Without marketing, no click id anywhere: fields, the page's address, the touches' landing pages.
    for (const noMarketing of [analyticsOnly, rejected]) {
      for (const key of ["fbp", "fbc", "fbclid", "gclid", "ttclid", "msclkid"])
        expect(noMarketing).not.toHaveProperty(key)
      expect(JSON.stringify(noMarketing)).not.toMatch(/clid|braid|fb-9|g-1|tt-9|ms-9|fb\.1\./)
      expect(noMarketing.ultimo_toque?.landing_page).toContain("utm_source=instagram")
    }
  })

  it("is built whatever the cookie choice, and says so: necessary only when the visitor rejected or never answered", () => {
    const rejected = leadConsent({ granted: [], revision: 2, decidedAt: "2025-03-02T10:00:00.000Z" }, 2)
    expect(buildLeadRecord(input({ consent: rejected })).consentimento).toEqual({
      categorias: ["necessary"],
      versao_politica: 2,
      data_escolha: "2025-03-02T10:00:00.000Z",
    })
    expect(buildLeadRecord(input({ consent: leadConsent(undefined, 2) })).consentimento.data_escolha).toBeNull()
  })

  it("works without any tracking record, and never copies unknown keys from a tampered one", () => {
    expect(buildLeadRecord(input({ tracking: undefined }))).toMatchObject({ referrer: "", landing_page: "" })
    expect(buildLeadRecord(input({ tracking: undefined }))).not.toHaveProperty("utm_source")
    const params = { ...tracking.params, nome: "x", lead_id: "y" }
    const lead = buildLeadRecord(input({ tracking: { ...tracking, params } as unknown as TrackingRecord }))
    expect(lead).toMatchObject({ nome: "Maria D'Ávila", lead_id: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f" })
  })

  it("caps overlong values and strips line breaks", () => {
    const values = { nome: `Ana\n${"a".repeat(500)}`, email: `${"b".repeat(400)}@x.com`, telefone: "1".repeat(40) }
    const lead = buildLeadRecord(input({ values }))
    expect(lead.nome).toBe(`Ana ${"a".repeat(116)}`)
    expect(lead.email).toHaveLength(254)
    expect(lead.telefone).toBe("(11) 11111-1111")
  })

  it("adds the flag and its reason to a suspected bot's lead, and nothing to a person's", () => {
    const person = buildLeadRecord(input())
    const bot = buildLeadRecord(input({ suspicion: { suspeito: true, motivo_suspeita: "honeypot" } }))
    expect(bot).toEqual({ ...person, suspeito: true, motivo_suspeita: "honeypot" })
    expect(Object.keys(person).filter(key => key.includes("suspeit"))).toEqual([])
  })
})

it("makes a v4 UUID with crypto.randomUUID, else from random bytes, else from Math.random", () => {
  expect(createLeadId({ randomUUID: () => "from-native" })).toBe("from-native")
  expect(createLeadId({ getRandomValues: array => array.fill(0xff) })).toMatch(UUID)
  const broken = () => {
    throw new Error("insecure context")
  }
  expect(createLeadId({ randomUUID: broken })).toMatch(UUID)
  const ids = new Set(Array.from({ length: 50 }, () => createLeadId(null)))
  expect(ids.size).toBe(50)
  ids.forEach(id => expect(id).toMatch(UUID))
})
