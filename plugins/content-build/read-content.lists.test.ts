/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { COLLECTIONS } from "../../src/content-model/schemas"
import { buildTypeDefs } from "./graphql-types"
import { jsonSchemaOf } from "../../src/content-model/json-schema"
import { formatPrice, parsePrice } from "../../src/lib/price"
import { validateContent } from "./read-content"
import { contentCopy, editJson, type Entry } from "./read-content.test-helpers"
import { contentFigures } from "./content-figures"
import { figureText } from "../../src/content-model/figures/figures"

const questionId = (dir: string, index: number) =>
  String(
    (JSON.parse(fs.readFileSync(path.join(dir, "data", "faq.json"), "utf8")) as { questions: Entry[] }).questions[index]
      .id,
  )

describe("figures that must agree across files, and list sizes, fail with a message naming file, entry and field", () => {
  let dir: string
  beforeEach(() => {
    dir = contentCopy()
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reports a typed instalment the checkout would not charge, naming the plan; the computed one passes", () => {
    const figures = contentFigures(path.join(dir, "data"))
    const computed = figureText(figures.get("plans.max.installments.value")!)
    editJson(dir, "plans.json", plans => {
      const max = plans.find(plan => plan.id === "max")
      if (!max) throw new Error("no Max plan in content")
      // The Max price raised as a writer would, with the instalment of the old price left typed.
      max.price = formatPrice(parsePrice(String(max.price)) + 500)
      max.installmentValue = computed
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `plans\\.json → entrada "max" → campo "installmentValue": ${computed.replace(/[$.]/g, "\\$&")} não é o que o checkout cobra: \\d+x de R\\$ [\\d.]+ com [\\d.]+% \\(installments\\.json\\) dá R\\$ [\\d.,]+ cada; esvazie o campo`,
        ),
      ),
    )
    editJson(dir, "plans.json", plans => {
      const max = plans.find(plan => plan.id === "max")!
      max.installmentValue = figureText(contentFigures(path.join(dir, "data")).get("plans.max.installments.value")!)
    })
    expect(validateContent(dir).filter(message => message.includes("installmentValue"))).toEqual([])
  })

  it("refuses a page address that is not the page's route: its canonical link and sharing card are built from it", () => {
    editJson(dir, "pages.json", pages => {
      const terms = pages.find(page => page.id === "termos-de-uso")
      if (!terms) throw new Error("no terms page in content")
      terms.path = "/termos"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        'pages.json → entrada "termos-de-uso" → campo "path": o endereço desta página é "/termos-de-uso" (as páginas não mudam de endereço pelo conteúdo)',
      ),
    )
  })

  it("reports a number of instalments the checkout's table has no surcharge for", () => {
    editJson(dir, "plans.json", plans => {
      plans.forEach(plan => (plan.installmentCount = 23))
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        'plans.json → entrada "plus" → campo "installmentCount": installments.json (Parcelamento) não tem o acréscimo de 23x',
      ),
    )
  })

  it("reports an amount that repeats a product's stored price, naming the placeholder to write", () => {
    const full = path.join(dir, "data", "renewal.json")
    const renewal = JSON.parse(fs.readFileSync(full, "utf8")) as { includes: Entry[] }
    const stack = JSON.parse(fs.readFileSync(path.join(dir, "data", "valueStack.json"), "utf8")) as { items: Entry[] }
    const item = stack.items.find(entry => /^R\$/.test(String(entry.price)))!
    renewal.includes.push({ name: String(item.name), value: `${String(item.price)}/ano`, description: "Texto." })
    fs.writeFileSync(full, JSON.stringify(renewal, null, 2))
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        `renewal.json → campo "includes → ${renewal.includes.length} → value": "${String(item.price)}/ano" repete o preço de "${String(item.name)}" ({valueStack.${String(item.id)}.price}): escreva {valueStack.${String(item.id)}.price}/ano`,
      ),
    )
  })

  it("refuses an FAQ entry for a page that shows no FAQ, naming it", () => {
    editJson(dir, "faq.json", questions => {
      questions[0].page = "home"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        `faq.json → entrada "${questionId(dir, 0)}" → campo "page": "home" não mostra perguntas frequentes`,
      ),
    )
  })

  it("reports a customer-week price that is no discount on the Max plan's", () => {
    const plans = JSON.parse(fs.readFileSync(path.join(dir, "data", "plans.json"), "utf8")) as { plans: Entry[] }
    const maxPrice = String(plans.plans.find(plan => plan.id === "max")?.price)
    const file = path.join(dir, "data", "renewalOffer.json")
    const offer = JSON.parse(fs.readFileSync(file, "utf8")) as Entry
    offer.offerPrice = maxPrice
    fs.writeFileSync(file, JSON.stringify(offer, null, 2))
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        `renewalOffer.json → campo "offerPrice": ${maxPrice} precisa ser menor que o preço do Plano Max, ${maxPrice} (plans.json), senão não há desconto`,
      ),
    )
  })

  it("reports a price or percentage typed into copy, and an unknown placeholder; {fixo: …} keeps a literal", () => {
    const figures = contentFigures(path.join(dir, "data"))
    const discount = figureText(figures.get("renewal.discount")!)
    editJson(dir, "faq.json", questions => {
      questions[0].question = `Qual é o desconto de ${discount}?`
      questions[1].answer = "O valor é {renewal.preco}."
      questions[2].answer = `Um exemplo: {fixo: ${discount}} a mais.`
    })
    const errors = validateContent(dir)
    expect(errors).toContainEqual(
      expect.stringContaining(
        `faq.json → entrada "${questionId(dir, 0)}" → campo "question": "${discount}" foi digitado à mão: escreva {renewal.discount}`,
      ),
    )
    expect(errors).toContainEqual(
      expect.stringContaining(
        `faq.json → entrada "${questionId(dir, 1)}" → campo "answer": {renewal.preco} não é um marcador conhecido`,
      ),
    )
    expect(errors.filter(error => error.includes(`entrada "${questionId(dir, 2)}"`))).toEqual([])
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
          `journey\\.json → campo "phases": precisa de pelo menos ${minItems} itens e tem ${Number(minItems) - 1}`,
        ),
      ),
    )
    expect(errors).toContainEqual(
      expect.stringMatching(/portfolio\.json → campo "projects": aceita no máximo 24 itens e tem 25: tire 1/),
    )
    expect(errors).toContainEqual(
      expect.stringMatching(
        /faq\.json → não é um JSON válido: há um erro perto da linha 1, coluna 4; confira vírgulas/,
      ),
    )
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
    expect(sdl).toMatch(/monthlyValue: String @figures\n/)
    expect(sdl).toMatch(/implementationValue: String! @figures/)
    expect(sdl).toMatch(/image: File! @fileByRelativePath/)
    expect(sdl).toContain("type PortfolioItem {\n  id: String! @figures")
    expect(sdl).toContain("type PortfolioJson implements Node @dontInfer {\n  projects: [PortfolioItem!]!\n}")
    expect(sdl).toContain("type MdxFrontmatter")
    expect(sdl).toContain(
      "type RenewalOfferJson implements Node @dontInfer {\n  startsAt: String @figures\n  endsAt: String! @figures\n",
    )
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
    expect(buildTypeDefs({}, { journey })).toMatch(/type Phase \{[^}]*\n {2}badge: String @figures\n/)
  })
})
