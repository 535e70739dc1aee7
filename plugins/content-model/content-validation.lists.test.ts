/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { COLLECTIONS } from "./schemas"
import { buildTypeDefs } from "./graphql-types"
import { jsonSchemaOf } from "./json-schema"
import { formatPrice, parsePrice } from "../../src/lib/price"
import { validateContent } from "./content-validation"
import { contentCopy, editJson, type Entry } from "./content-validation.test-helpers"

describe("figures that must agree across files, and list sizes, fail with a message naming file, entry and field", () => {
  let dir: string
  beforeEach(() => {
    dir = contentCopy()
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reports a renewal total that no longer matches the nine items", () => {
    editJson(dir, "renewalPriceItems.json", items => {
      items[0].price = "R$ 1.300"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /renewalOffer\.json → field "individualTotal": says R\$ 11\.763 but the items in renewalPriceItems\.json add up to R\$ 11\.776/,
      ),
    )
  })

  it("reports full-price instalments that cost less than the full price", () => {
    const full = path.join(dir, "data", "renewalOffer.json")
    const offer = JSON.parse(fs.readFileSync(full, "utf8")) as Entry
    offer.fullInstallmentPrice = "R$ 164,08"
    fs.writeFileSync(full, JSON.stringify(offer, null, 2))
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /renewalOffer\.json → field "fullInstallmentPrice": 12 × R\$ 164,08 is less than the fullPrice R\$ 2\.497/,
      ),
    )
  })

  it("reports a renewal full price or instalment that is not the Max plan's", () => {
    const full = path.join(dir, "data", "renewalOffer.json")
    const offer = JSON.parse(fs.readFileSync(full, "utf8")) as Entry
    offer.fullPrice = "R$ 2.597"
    offer.fullInstallmentPrice = "R$ 299,70"
    fs.writeFileSync(full, JSON.stringify(offer, null, 2))
    const errors = validateContent(dir)
    expect(errors).toContainEqual(
      expect.stringMatching(
        /renewalOffer\.json → field "fullPrice": says R\$ 2\.597 but plans\.json → entry "max" → field "price" says R\$ 2\.497/,
      ),
    )
    expect(errors).toContainEqual(
      expect.stringMatching(
        /renewalOffer\.json → field "fullInstallmentPrice": says 12x de R\$ 299,70 but plans\.json → entry "max" → field "installments" says "ou 12x de R\$ 273,69"/,
      ),
    )
  })

  it("reports a Max plan whose instalments no longer match the renewal's full-price instalments", () => {
    editJson(dir, "plans.json", plans => {
      const max = plans.find(plan => plan.id === "max")
      if (max) max.installments = "ou 10x de R$ 273,69"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /renewalOffer\.json → field "fullInstallmentPrice": says 12x de R\$ 273,69 but plans\.json/,
      ),
    )
  })

  it("reports a number of entries outside what the pages take, and invalid JSON", () => {
    const { minItems, maxItems } = jsonSchemaOf(COLLECTIONS.journey.schema).properties?.phases ?? {}
    editJson(dir, "journey.json", phases => {
      phases.splice(Number(minItems) - 1)
    })
    editJson(dir, "portfolio.json", projects => {
      const portfolioMax = Number(jsonSchemaOf(COLLECTIONS.portfolio.schema).properties?.projects.maxItems)
      while (projects.length <= portfolioMax) projects.push({ ...projects[0], id: `copy-${projects.length}` })
    })
    fs.writeFileSync(path.join(dir, "data", "faq.json"), "[{ oops }")
    const errors = validateContent(dir)
    expect(maxItems).toBe(12)
    expect(errors).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `journey\\.json → field "phases": needs at least ${minItems} item\\(s\\), found ${Number(minItems) - 1}`,
        ),
      ),
    )
    expect(errors).toContainEqual(
      expect.stringMatching(/portfolio\.json → field "projects": takes at most 24 item\(s\), found 25/),
    )
    expect(errors).toContainEqual(expect.stringMatching(/faq\.json → is not valid JSON/))
  })

  it("accepts lists of other sizes a writer would use", () => {
    editJson(dir, "journey.json", phases => {
      phases.push({ ...phases[0], number: "08" }, { ...phases[1], number: "12" })
    })
    editJson(dir, "portfolio.json", projects => {
      projects.splice(1)
    })
    editJson(dir, "renewalTestimonials.json", testimonials => {
      for (let i = 0; i < 30; i += 1) testimonials.push({ ...testimonials[0], id: `extra-${i}` })
    })
    expect(validateContent(dir)).toEqual([])
  })
})

describe("prices", () => {
  it.each([
    ["R$ 1.497", 1497],
    ["R$ 164,08", 164.08],
    ["R$ 600", 600],
    ["R$ 11.763", 11763],
    ["R$1.497", 1497],
  ])("parses %s as %d", (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each(["", "1.497", "R$ abc", "US$ 10"])("rejects %j", text => {
    expect(parsePrice(text)).toBeNaN()
  })

  it("formats back to the site's style", () => {
    expect(formatPrice(11763)).toBe("R$ 11.763")
    expect(formatPrice(164.08)).toBe("R$ 164,08")
  })
})

describe("GraphQL type definitions", () => {
  it("declare every content type, with optional fields nullable", () => {
    const sdl = buildTypeDefs()
    expect(sdl).toContain("type PortfolioJson implements Node @dontInfer")
    expect(sdl).toMatch(/monthlyValue: String\n/)
    expect(sdl).toMatch(/implementationValue: String!/)
    expect(sdl).toMatch(/image: File! @fileByRelativePath/)
    expect(sdl).toContain("type PortfolioItem {\n  id: String!")
    expect(sdl).toContain("type PortfolioJson implements Node @dontInfer {\n  projects: [PortfolioItem!]!\n}")
    expect(sdl).toContain("type MdxFrontmatter")
    expect(sdl).toContain("type RenewalOfferJson implements Node @dontInfer {\n  startsAt: String\n  endsAt: String!\n")
  })
})

describe("a field added to a schema", () => {
  it("is in GraphQL with no other edit", () => {
    const journey = {
      ...COLLECTIONS.journey,
      schema: z.strictObject({
        phases: z.array(COLLECTIONS.journey.entry.extend({ badge: z.string().optional() }).meta({ typeName: "Phase" })),
      }),
    }
    expect(buildTypeDefs({}, { journey })).toMatch(/type Phase \{[^}]*\n {2}badge: String\n/)
  })
})
