import { buildLeadRecord, createLeadId, type LeadInput } from "./lead"
import { leadConsent } from "../../consent/consent"
import type { TrackingRecord } from "../tracking/campaign"
import plansJson from "../../../../content/data/plans.json"
import { formatPrice } from "../../../lib/price"

/** A plan as content holds it: the lead carries its name and price as shown. */
const max = plansJson.plans.find(plan => plan.id === "max") ?? plansJson.plans[0]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const tracking: TrackingRecord = {
  params: { utm_source: "google", utm_campaign: "lancamento", gclid: "g-123", ref: "parceiro" },
  timestamp: "2025-03-01T12:00:00.000Z",
  referrer: "https://www.google.com/",
  landing_page: "https://formacaomagic.com.br/?utm_source=google",
}

const input = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  values: { nome: "  Maria D'Ávila  ", email: " maria+curso@mail.empresa.com.br ", telefone: "+55 11 98765-4321" },
  plan: { name: max.name, price: max.price },
  tracking,
  pageUrl: "https://formacaomagic.com.br/?utm_source=google#pricing",
  build: { variant: "preco-b", environment: "preview" },
  now: new Date("2025-03-02T10:30:00.000Z"),
  leadId: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  consent: { categorias: ["necessary", "analytics"], versao_politica: 1, data_escolha: "2025-03-02T10:29:00.000Z" },
  ...overrides,
})

describe("buildLeadRecord", () => {
  it("holds exactly what the visitor meant, trimmed, with plan, time, page, campaign, variant and environment", () => {
    // Analytics granted, marketing not: the ad click id (gclid) stays out.
    expect(buildLeadRecord(input())).toEqual({
      lead_id: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
      nome: "Maria D'Ávila",
      email: "maria+curso@mail.empresa.com.br",
      telefone: "(11) 98765-4321",
      plano: max.name,
      preco: formatPrice(max.price),
      timestamp: "2025-03-02T10:30:00.000Z",
      url_origem: "https://formacaomagic.com.br/?utm_source=google#pricing",
      utm_source: "google",
      utm_campaign: "lancamento",
      ref: "parceiro",
      referrer: "https://www.google.com/",
      http_referrer: "https://www.google.com/",
      landing_page: "https://formacaomagic.com.br/?utm_source=google",
      variante: "preco-b",
      ambiente: "preview",
      primeiro_toque: null,
      ultimo_toque: {
        utm_source: "google",
        utm_campaign: "lancamento",
        ref: "parceiro",
        data: "2025-03-01T12:00:00.000Z",
        landing_page: "https://formacaomagic.com.br/?utm_source=google",
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
      landing_page: "https://formacaomagic.com.br/?utm_source=google&gclid=g-1",
    }
    const last: TrackingRecord = {
      params: { utm_source: "instagram", fbclid: "fb-9", ttclid: "tt-9", msclkid: "ms-9" },
      timestamp: "2025-03-01T12:00:00.000Z",
      referrer: "https://l.instagram.com/",
      landing_page: "https://formacaomagic.com.br/?utm_source=instagram&fbclid=fb-9",
    }
    const cookies = "_fbp=fb.1.1700000000000.123456789; _ga=GA1.1.987654321.1700000000; other=x"
    const all = buildLeadRecord(
      input({
        tracking: last,
        firstTouch: first,
        cookies,
        consent: { categorias: ["necessary", "analytics", "marketing"], versao_politica: 1, data_escolha: null },
      }),
    )
    expect(all).toMatchObject({
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

    const analyticsOnly = buildLeadRecord(
      input({ tracking: last, firstTouch: first, cookies, pageUrl: `${last.landing_page}#pricing` }),
    )
    expect(analyticsOnly.ga_client_id).toBe("987654321.1700000000")
    const rejected = buildLeadRecord(
      input({
        tracking: last,
        firstTouch: first,
        cookies,
        pageUrl: `${last.landing_page}#pricing`,
        consent: { categorias: ["necessary"], versao_politica: 1, data_escolha: null },
      }),
    )
    expect(rejected).not.toHaveProperty("ga_client_id")
    // Without marketing, no click id anywhere: fields, the page's address, the touches' landing pages.
    for (const lead of [analyticsOnly, rejected]) {
      for (const key of ["fbp", "fbc", "fbclid", "gclid", "ttclid", "msclkid"]) expect(lead).not.toHaveProperty(key)
      expect(JSON.stringify(lead)).not.toMatch(/clid|braid|fb-9|g-1|tt-9|ms-9|fb\.1\./)
      expect(lead.ultimo_toque?.landing_page).toContain("utm_source=instagram")
    }
  })

  it("is built whatever the cookie choice, and says so: necessary only when the visitor rejected or never answered", () => {
    const rejected = leadConsent({ granted: [], revision: 2, decidedAt: "2025-03-02T10:00:00.000Z" }, 2)
    expect(buildLeadRecord(input({ consent: rejected })).consentimento).toEqual({
      categorias: ["necessary"],
      versao_politica: 2,
      data_escolha: "2025-03-02T10:00:00.000Z",
    })
    expect(buildLeadRecord(input({ consent: leadConsent(undefined, 2) })).consentimento).toEqual({
      categorias: ["necessary"],
      versao_politica: 2,
      data_escolha: null,
    })
  })

  it("uses a 'referrer' campaign parameter for referrer and keeps the browser's in http_referrer", () => {
    const lead = buildLeadRecord(input({ tracking: { ...tracking, params: { referrer: "instagram-bio" } } }))
    expect(lead.referrer).toBe("instagram-bio")
    expect(lead.http_referrer).toBe("https://www.google.com/")
  })

  it("sends the checkout platforms' src and sck as the visitor brought them", () => {
    const lead = buildLeadRecord(
      input({ tracking: { ...tracking, params: { utm_source: "instagram", src: "story", sck: "anuncio-7" } } }),
    )
    expect(lead).toMatchObject({ utm_source: "instagram", src: "story", sck: "anuncio-7", variante: "preco-b" })
  })

  it("works without any tracking record", () => {
    const lead = buildLeadRecord(input({ tracking: undefined }))
    expect(lead).toMatchObject({ referrer: "", http_referrer: "", landing_page: "" })
    expect(lead).not.toHaveProperty("utm_source")
  })

  it("caps overlong values and strips line breaks", () => {
    const lead = buildLeadRecord(
      input({
        values: { nome: `Ana\n${"a".repeat(500)}`, email: `${"b".repeat(400)}@x.com`, telefone: "1".repeat(40) },
      }),
    )
    expect(lead.nome.startsWith("Ana a")).toBe(true)
    expect(lead.nome).toHaveLength(120)
    expect(lead.email).toHaveLength(254)
    expect(lead.telefone).toBe("(11) 11111-1111")
  })

  it("never copies unknown keys from a tampered tracking record", () => {
    const tampered = {
      ...tracking,
      params: { ...tracking.params, nome: "x", lead_id: "y" },
    } as unknown as TrackingRecord
    const lead = buildLeadRecord(input({ tracking: tampered }))
    expect(lead.nome).toBe("Maria D'Ávila")
    expect(lead.lead_id).toBe("7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f")
  })
})

describe("buildLeadRecord for a suspected bot", () => {
  it("keeps every field and adds the flag with its reason", () => {
    const person = buildLeadRecord(input())
    const bot = buildLeadRecord(input({ suspicion: { suspeito: true, motivo_suspeita: "honeypot" } }))
    expect(bot).toEqual({ ...person, suspeito: true, motivo_suspeita: "honeypot" })
  })

  it("gives a person's lead no suspicion fields at all", () => {
    const lead = buildLeadRecord(input())
    expect(lead).not.toHaveProperty("suspeito")
    expect(lead).not.toHaveProperty("motivo_suspeita")
  })
})

describe("createLeadId", () => {
  it("uses crypto.randomUUID when there is one", () => {
    expect(createLeadId({ randomUUID: () => "from-native" })).toBe("from-native")
  })

  it("builds a v4 UUID from random bytes without randomUUID", () => {
    const id = createLeadId({ getRandomValues: array => array.fill(0xff) })
    expect(id).toMatch(UUID)
  })

  it("still makes distinct v4 UUIDs with no crypto at all, or when randomUUID throws", () => {
    const ids = new Set(Array.from({ length: 50 }, () => createLeadId(null)))
    expect(ids.size).toBe(50)
    ids.forEach(id => expect(id).toMatch(UUID))
    expect(
      createLeadId({
        randomUUID: () => {
          throw new Error("insecure context")
        },
      }),
    ).toMatch(UUID)
  })
})
