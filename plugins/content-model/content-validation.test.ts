/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { z } from "zod"
import { COLLECTIONS, PRICE_MESSAGE } from "./schemas"
import { buildTypeDefs } from "./graphql-types"
import { jsonSchemaOf } from "./json-schema"
import { formatPrice, parsePrice } from "../../src/lib/price"
import { validateContent } from "./content-validation"

const CONTENT = path.join(__dirname, "..", "..", "content")

/** A throwaway copy of content/ that a test may break. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(CONTENT, dir, { recursive: true })
  return dir
}

type Entry = Record<string, unknown>

/** Edits the entries of a list file (`{ "<listKey>": [entries] }`) in the copy. */
function editJson(dir: string, file: string, edit: (entries: Entry[]) => void): void {
  const full = path.join(dir, "data", file)
  const data = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, Entry[]>
  const [entries] = Object.values(data)
  edit(entries)
  fs.writeFileSync(full, JSON.stringify(data, null, 2))
}

describe("the real content", () => {
  it("passes validation", () => {
    expect(validateContent(CONTENT)).toEqual([])
  })
})

describe("broken content fails with a message naming file, entry and field", () => {
  let dir: string
  beforeEach(() => {
    dir = contentCopy()
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reports a missing required field", () => {
    editJson(dir, "journey.json", phases => {
      delete phases[2].title
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/journey\.json → entry "03" → field "title": is required but missing/),
    )
  })

  it("reports a price not written like R$ 1.497", () => {
    editJson(dir, "plans.json", plans => {
      const plus = plans.find(plan => plan.id === "plus")
      if (plus) plus.price = "R$ 1497,0"
    })
    // The schema's message, word for word the one the CMS form shows for the same value.
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /plans\.json → entry "plus" → field "price": "R\$ 1497,0" — Escreva o preço como "R\$ 1\.497"/,
      ),
    )
    expect(validateContent(dir)).toContainEqual(expect.stringContaining(`"R$ 1497,0" — ${PRICE_MESSAGE}`))
  })

  it("reports an unknown category", () => {
    editJson(dir, "portfolio.json", items => {
      items[0].category = "vip"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/portfolio\.json → entry "james" → field "category": "vip" is not one of/),
    )
  })

  it("reports a duplicate id", () => {
    editJson(dir, "portfolio.json", items => {
      items[1].id = "james"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/portfolio\.json → entry "james" → field "id": duplicate id/),
    )
  })

  it("reports a phase number outside 01–12", () => {
    editJson(dir, "journey.json", phases => {
      phases[6].number = "13"
    })
    const { patternMessage } = z.globalRegistry.get(COLLECTIONS.journey.entry.shape.number) ?? {}
    expect(patternMessage).toMatch(/01 a 12/)
    expect(validateContent(dir)).toContainEqual(
      `${path.join(path.relative(process.cwd(), dir), "data", "journey.json")} → entry "13" → field "number": "13" — ${patternMessage}`,
    )
  })

  it("reports an image that does not exist", () => {
    editJson(dir, "portfolio.json", items => {
      items[3].image = "../images/portfolio/missing.png"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /portfolio\.json → entry "images" → field "image": image "\.\.\/images\/portfolio\/missing\.png" does not exist/,
      ),
    )
  })

  it("reports a typo in a field name", () => {
    editJson(dir, "agents.json", agents => {
      agents[0].titel = agents[0].title
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/agents\.json → entry "basic-1" → field "titel": is not a known field/),
    )
  })

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

  it("reports a renewal label that lost one of its placeholders", () => {
    const full = path.join(dir, "data", "renewal.json")
    const renewal = JSON.parse(fs.readFileSync(full, "utf8")) as { labels: Entry }
    renewal.labels.installments = "ou 12x de {price}"
    fs.writeFileSync(full, JSON.stringify(renewal, null, 2))
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /renewal\.json → field "labels\.installments": "ou 12x de \{price\}" — Mantenha \{count\} e \{price\} no texto/,
      ),
    )
  })

  describe("the customer week's dates", () => {
    const editOffer = (edit: (offer: Entry) => void) => {
      const full = path.join(dir, "data", "renewalOffer.json")
      const offer = JSON.parse(fs.readFileSync(full, "utf8")) as Entry
      edit(offer)
      fs.writeFileSync(full, JSON.stringify(offer, null, 2))
    }

    it("reports an end written in words", () => {
      editOffer(offer => {
        offer.endsAt = "amanhã à noite"
      })
      expect(validateContent(dir)).toContainEqual(
        expect.stringMatching(
          /content-[^/]+\/data\/renewalOffer\.json → field "endsAt": "amanhã à noite" — Escreva data e hora com o fuso, como "2026-12-06T23:59:59-03:00"/,
        ),
      )
    })

    it("reports a missing end", () => {
      editOffer(offer => {
        delete offer.endsAt
      })
      expect(validateContent(dir)).toContainEqual(
        expect.stringMatching(/renewalOffer\.json → field "endsAt": is required but missing/),
      )
    })

    it("reports a date without its offset and a date that does not exist", () => {
      editOffer(offer => {
        offer.startsAt = "2026-11-30T00:00:00"
        offer.endsAt = "2026-02-30T23:59:59-03:00"
      })
      const errors = validateContent(dir)
      expect(errors).toContainEqual(
        expect.stringMatching(
          /renewalOffer\.json → field "startsAt": "2026-11-30T00:00:00" — Escreva data e hora com o fuso/,
        ),
      )
      expect(errors).toContainEqual(
        expect.stringMatching(
          /renewalOffer\.json → field "endsAt": "2026-02-30T23:59:59-03:00" — Essa data não existe/,
        ),
      )
    })

    it("reports a start that is not before the end", () => {
      editOffer(offer => {
        offer.startsAt = "2026-12-07T00:00:00-03:00"
        offer.endsAt = "2026-12-06T23:59:59-03:00"
      })
      expect(validateContent(dir)).toContainEqual(
        expect.stringMatching(
          /renewalOffer\.json → field "startsAt": 2026-12-07T00:00:00-03:00 must be before endsAt 2026-12-06T23:59:59-03:00/,
        ),
      )
    })

    it("accepts a start before the end", () => {
      editOffer(offer => {
        offer.startsAt = "2026-11-30T00:00:00-03:00"
      })
      expect(validateContent(dir)).toEqual([])
    })
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

  it("reports a misspelt week marker in MDX copy", () => {
    const file = path.join(dir, "copy", "semana-cliente", "pricing.mdx")
    fs.appendFileSync(file, '\n<div data-week-only="aberta">Só nesta semana.</div>\n')
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/pricing\.mdx → data-week-only="aberta" is not one of "open", "until"/),
    )
  })

  it("reports a page section without its MDX file", () => {
    fs.rmSync(path.join(dir, "copy", "home", "hero.mdx"))
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/page "home" needs an MDX file with section: hero/),
    )
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
