/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import {
  computeFigures,
  figureText,
  figureValue as value,
  instalmentTerms,
  instalmentText,
  surchargeFor,
} from "./figures"
import { figureProblems, fillFigures } from "./fill"

const DATA = path.join(__dirname, "..", "..", "..", "content", "data")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Entry
const figuresWith = (changes: Record<string, Entry> = {}) =>
  computeFigures(file => changes[file] ?? read(file), fs.readdirSync(DATA))
const text = (figures: ReturnType<typeof figuresWith>, name: string) => figureText(figures.get(name)!)

/** plans.json with the Max plan changed. */
function withMax(change: Entry) {
  const content = read("plans.json") as { plans: Entry[] }
  Object.assign(
    content.plans.find(plan => plan.id === "max")!,
    change,
  )
  return figuresWith({ "plans.json": content })
}

describe("the figures computed from the stored ones", () => {
  const figures = figuresWith()

  it("adds up the value stack, and prices the offer as the Max plan against it", () => {
    const items = (read("valueStack.json") as { items: Entry[] }).items
    const total = items.reduce((sum, item) => sum + value(figures, `valueStack.${String(item.id)}.price`), 0)
    expect(value(figures, "offer.total")).toBe(total)
    expect(value(figures, "offer.saving")).toBe(total - value(figures, "plans.max.price"))
    expect(text(figures, "offer.discount")).toBe(`${Math.round((value(figures, "offer.saving") / total) * 100)}%`)
  })

  it("a new Max price changes the saving, the customer week's full price and discount, and the instalments", () => {
    const raised = value(figures, "plans.max.price") + 500
    const after = withMax({ price: raised })
    expect(value(after, "renewal.fullPrice")).toBe(raised)
    expect(value(after, "offer.saving")).toBe(value(figures, "offer.saving") - 500)
    expect(value(after, "renewal.discount")).toBe(Math.round((1 - value(after, "renewal.price") / raised) * 100))
    const count = value(figures, "plans.max.installments.count")
    const rates = (read("installments.json") as { rates: Array<{ count: number; surcharge: number }> }).rates
    const terms = instalmentTerms(raised, count, surchargeFor(rates, count))!
    expect(value(after, "plans.max.installments.value")).toBe(terms.value)
    expect(value(after, "plans.max.installments.total")).toBe(terms.total)
    // Outside the customer week, /semana-cliente sells the Max plan: its instalments follow.
    expect(value(after, "renewal.fullInstallments.value")).toBe(terms.value)
    expect(text(after, "plans.max.installments.text").replace(/\u00a0/g, " ")).toContain(
      figureText({ value: terms.total, kind: "price" }),
    )
  })

  it("leaves out the instalment of a count the checkout's table does not have", () => {
    const after = withMax({ installmentCount: 23 })
    expect(after.has("plans.max.installments.count")).toBe(true)
    expect(after.has("plans.max.installments.value")).toBe(false)
  })

  it("names the promo's bonus, the mentor and the plans with the LLM bonus once, and counts every list", () => {
    expect(text(figures, "promo.bonus")).toBe((read("ui.json") as { banner: Entry }).banner.bonus)
    expect(text(figures, "offer.mentorName")).toBe(read("offer.json").mentorName)
    const item = String(read("offer.json").llmBonusItem)
    const plans = (read("plans.json") as { plans: Entry[] }).plans
    const withBonus = plans.filter(plan => !(plan.excluded as string[]).includes(item)).map(plan => plan.name)
    expect(text(figures, "offer.llmBonusPlans").split(/, | e /)).toEqual(withBonus)
    expect(text(figures, "portfolio.count")).toBe(String((read("portfolio.json") as { projects: [] }).projects.length))
  })
})

describe("instalments as the checkout charges them", () => {
  it("split the price with the surcharge into equal instalments, the total being what the buyer pays", () => {
    expect(instalmentTerms(1000, 10, 20)).toEqual({ count: 10, value: 120, total: 1200, price: 1000 })
    // A third of a cent is dropped from each instalment: the total is count × instalment.
    expect(instalmentTerms(100, 3, 0)).toEqual({ count: 3, value: 33.33, total: 99.99, price: 100 })
    // Half a cent rounds up, with no floating-point error: 1,01 / 2 = 0,505 (50.4999… cents in floating point).
    expect(instalmentTerms(1, 2, 1)?.value).toBe(0.51)
    // A checkout's table: 31.53% in 12x.
    expect(instalmentTerms(1497, 12, 31.53)).toMatchObject({ value: 164.08, total: 1968.96 })
    expect(instalmentTerms(2497, 12, 31.53)).toMatchObject({ value: 273.69, total: 3284.28 })
  })

  it("have no terms when a figure is missing, and one payment has no surcharge", () => {
    expect([
      instalmentTerms(Number.NaN, 12, 10),
      instalmentTerms(1000, 12, Number.NaN),
      instalmentTerms(1000, 0, 10),
    ]).toEqual([undefined, undefined, undefined])
    const rates = [{ count: 12, surcharge: 31.53 }]
    expect([surchargeFor(rates, 12), surchargeFor(rates, 1), surchargeFor(rates, 10)]).toEqual([31.53, 0, Number.NaN])
  })

  it("are written in content's words, every price unbroken after R$", () => {
    expect(
      instalmentText("{count}x de {value} (total {total}) ou {price} à vista", instalmentTerms(1000, 10, 20)!),
    ).toBe("10x de R$\u00a0120 (total R$\u00a01.200) ou R$\u00a01.000 à vista")
  })
})

describe("figures in copy", () => {
  const figures = figuresWith()
  const maxPrice = text(figures, "plans.max.price")

  it("writes out placeholders as the pages show the figure, and unwraps kept literals", () => {
    expect(fillFigures("Por {plans.max.price}, {fixo: R$ 5.000} e {date}", figures)).toBe(
      `Por ${maxPrice}, R$ 5.000 e {date}`,
    )
  })

  it("finds prices and percentages typed by hand and unknown placeholders, but not kept literals or '100%'", () => {
    expect(figureProblems(`Custa ${maxPrice}.`, figures)).toEqual([
      expect.stringMatching(
        /foi digitado à mão: escreva \{plans\.max\.price\}.*, ou \{fixo: R\$ [\d.,]+\} para manter como está$/,
      ),
    ])
    expect(figureProblems("Ganhe 15 % a mais", figures)).toHaveLength(1)
    expect(figureProblems("De {fixo: R$ 5.000} a {fixo: 30%}, 100% garantido", figures)).toEqual([])
    expect(figureProblems("{plans.mx.price}", figures)).toEqual([
      '{plans.mx.price} não é um marcador conhecido; a lista dos marcadores está no guia do editor, em "Números" (docs/guia-do-editor.md)',
    ])
  })

  it("refuses an instalment shown without its total (CDC art. 52), and accepts it with the total or in words", () => {
    expect(figureProblems("Ou {renewal.installments.count}x de {renewal.installments.value}.", figures)).toEqual([
      "{renewal.installments.value} mostra uma parcela sem o total a pagar: acrescente {renewal.installments.total}, ou escreva {renewal.installments.text}",
    ])
    expect(figureProblems("{plans.max.installments.value} (total {plans.max.installments.total})", figures)).toEqual([])
    expect(figureProblems("Pague em {plans.max.installments.text}.", figures)).toEqual([])
  })
})
