/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { COLLECTIONS, PRICE_MESSAGE } from "../../src/content-model/schemas"
import { validateContent } from "./read-content"
import { contentCopy, editJson, type Entry } from "./read-content.test-helpers"

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
      expect.stringMatching(/journey\.json → entrada "03" → campo "title": está vazio, mas é obrigatório: preencha-o/),
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
        /plans\.json → entrada "plus" → campo "price": "R\$ 1497,0" — Escreva o preço como "R\$ 1\.497"/,
      ),
    )
    expect(validateContent(dir)).toContainEqual(expect.stringContaining(`"R$ 1497,0" — ${PRICE_MESSAGE}`))
  })

  it("reports an unknown category", () => {
    editJson(dir, "portfolio.json", items => {
      items[0].category = "vip"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /portfolio\.json → entrada "james" → campo "category": "vip" não está entre as opções: "protagonist", /,
      ),
    )
  })

  it("reports a duplicate id", () => {
    editJson(dir, "portfolio.json", items => {
      items[1].id = "james"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/portfolio\.json → entrada "james" → campo "id": id repetido, já usado pela entrada nº 1/),
    )
  })

  it("reports a phase number outside 01–12", () => {
    editJson(dir, "journey.json", phases => {
      phases[6].number = "13"
    })
    const { patternMessage } = z.globalRegistry.get(COLLECTIONS.journey.entry.shape.number) ?? {}
    expect(patternMessage).toMatch(/01 a 12/)
    expect(validateContent(dir)).toContainEqual(
      `${path.join(path.relative(process.cwd(), dir), "data", "journey.json")} → entrada "13" → campo "number": "13" — ${patternMessage}`,
    )
  })

  it("reports an image that does not exist", () => {
    editJson(dir, "portfolio.json", items => {
      items[3].image = "../images/portfolio/missing.png"
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /portfolio\.json → entrada "images" → campo "image": a imagem "\.\.\/images\/portfolio\/missing\.png" não existe/,
      ),
    )
  })

  it("reports a typo in a field name", () => {
    editJson(dir, "agents.json", agents => {
      agents[0].titel = agents[0].title
    })
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /agents\.json → entrada "basic-1" → campo "titel": nome de campo desconhecido \(erro de digitação\?\); os campos daqui são: id, title, /,
      ),
    )
  })

  it("reports an instalment text that lost one of its placeholders", () => {
    const full = path.join(dir, "data", "installments.json")
    const checkout = JSON.parse(fs.readFileSync(full, "utf8")) as Entry
    checkout.text = "{count}x de {value} ou {price} à vista"
    fs.writeFileSync(full, JSON.stringify(checkout, null, 2))
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /installments\.json → campo "text": "\{count\}x de \{value\} ou \{price\} à vista" — Mantenha \{count\} e \{value\} e \{total\} e \{price\} no texto/,
      ),
    )
  })

  it("reports LLM bonus copy that names a plan without the bonus", () => {
    const file = path.join(dir, "copy", "home", "llmBonus.mdx")
    const item = String(
      (JSON.parse(fs.readFileSync(path.join(dir, "data", "offer.json"), "utf8")) as Entry).llmBonusItem,
    )
    // The first plan leaves the bonus out (whether or not it does today), and the copy names it.
    let without: Entry = {}
    editJson(dir, "plans.json", plans => {
      without = plans[0]
      without.excluded = [...new Set([...(without.excluded as string[]), item])]
    })
    fs.appendFileSync(file, `\nTambém no plano ${String(without.name)}.\n`)
    expect(validateContent(dir)).toContainEqual(
      expect.stringContaining(
        `llmBonus.mdx → cita o plano "${String(without.name)}", que deixa de fora "${item}" (plans.json → entrada "${String(without.id)}" → campo "excluded")`,
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
          /content-[^/]+\/data\/renewalOffer\.json → campo "endsAt": "amanhã à noite" — Escreva data e hora com o fuso, como "2026-12-06T23:59:59-03:00"/,
        ),
      )
    })

    it("reports a missing end", () => {
      editOffer(offer => {
        delete offer.endsAt
      })
      expect(validateContent(dir)).toContainEqual(
        expect.stringMatching(/renewalOffer\.json → campo "endsAt": está vazio, mas é obrigatório/),
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
          /renewalOffer\.json → campo "startsAt": "2026-11-30T00:00:00" — Escreva data e hora com o fuso/,
        ),
      )
      expect(errors).toContainEqual(
        expect.stringMatching(
          /renewalOffer\.json → campo "endsAt": "2026-02-30T23:59:59-03:00" — Essa data não existe/,
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
          /renewalOffer\.json → campo "startsAt": 2026-12-07T00:00:00-03:00 precisa vir antes do fim \("endsAt"\), 2026-12-06T23:59:59-03:00/,
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

  it("reports a misspelt week marker in MDX copy", () => {
    const file = path.join(dir, "copy", "semana-cliente", "pricing.mdx")
    fs.appendFileSync(file, '\n<div data-week-only="aberta">Só nesta semana.</div>\n')
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /pricing\.mdx → data-week-only="aberta" não é um valor aceito; use um destes: "open", "until"/,
      ),
    )
  })

  it("reports a page section without its MDX file", () => {
    fs.rmSync(path.join(dir, "copy", "home", "hero.mdx"))
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/a página "home" precisa de um texto \(arquivo \.mdx\) com section: hero/),
    )
  })
})
