/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { computeFigures, figureText, figureValue, type Figures } from "./figures"
import { figureProblems, fillFigures } from "./fill"
import { instalmentTerms, surchargeFor, type InstalmentRate } from "./instalments"

const DATA = path.join(__dirname, "..", "..", "..", "content", "data")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Entry

/** The content as on disk, with some files replaced. */
function figuresWith(changes: Record<string, Entry> = {}): Figures {
  return computeFigures(file => changes[file] ?? read(file), fs.readdirSync(DATA))
}

const value = figureValue
const plans = () => read("plans.json") as { plans: Entry[] }

describe("the figures computed from the stored ones", () => {
  it("adds up the value stack, and prices the offer as the Max plan against it", () => {
    const figures = figuresWith()
    const items = (read("valueStack.json") as { items: Entry[] }).items
    const total = items.reduce((sum, item) => sum + value(figures, `valueStack.${String(item.id)}.price`), 0)
    expect(value(figures, "offer.total")).toBe(total)
    expect(value(figures, "offer.saving")).toBe(total - value(figures, "plans.max.price"))
    expect(value(figures, "offer.discount")).toBe(Math.round((value(figures, "offer.saving") / total) * 100))
    expect(figureText(figures.get("offer.discount")!)).toMatch(/^\d+%$/)
  })

  it("a new Max price changes the saving, the discount, and the customer week's full price and discount", () => {
    const before = figuresWith()
    const content = plans()
    const max = content.plans.find(plan => plan.id === "max")!
    const raised = Number(max.price) + 500
    max.price = raised
    const after = figuresWith({ "plans.json": content })
    expect(value(after, "renewal.fullPrice")).toBe(raised)
    expect(value(after, "offer.saving")).toBe(value(before, "offer.saving") - 500)
    expect(value(after, "renewal.discount")).toBe(Math.round((1 - value(after, "renewal.price") / raised) * 100))
    expect(value(after, "renewal.discount")).toBeGreaterThan(value(before, "renewal.discount"))
  })

  it("a new price changes its instalment and their total, computed with the checkout's surcharge", () => {
    const content = plans()
    const max = content.plans.find(plan => plan.id === "max")!
    const count = Number(max.installmentCount)
    const rate = (read("installments.json") as { rates: InstalmentRate[] }).rates
    const raised = Number(max.price) + 500
    max.price = raised
    const before = figuresWith()
    const after = figuresWith({ "plans.json": content })
    const terms = instalmentTerms(raised, count, surchargeFor(rate, count))!
    expect(value(after, "plans.max.installments.value")).toBe(terms.value)
    expect(value(after, "plans.max.installments.total")).toBe(terms.total)
    expect(value(after, "plans.max.installments.value")).not.toBe(value(before, "plans.max.installments.value"))
    // Outside the customer week, /semana-cliente sells the Max plan: its instalments follow.
    expect(value(after, "renewal.fullInstallments.value")).toBe(terms.value)
    expect(figureText(after.get("plans.max.installments.text")!).replace(/\u00a0/g, " ")).toContain(
      figureText({ value: terms.total, kind: "price" }),
    )
  })

  it("leaves out the instalment of a count the checkout's table does not have", () => {
    const content = plans()
    content.plans.forEach(plan => (plan.installmentCount = 23))
    const figures = figuresWith({ "plans.json": content })
    expect(figures.has("plans.max.installments.count")).toBe(true)
    expect(figures.has("plans.max.installments.value")).toBe(false)
  })

  it("names the promo's bonus, the mentor and the plans with the LLM bonus once, for copy to cite", () => {
    const figures = figuresWith()
    const banner = (read("ui.json") as { banner: Entry }).banner
    expect(figureText(figures.get("promo.bonus")!)).toBe(banner.bonus)
    expect(figureText(figures.get("offer.mentorName")!)).toBe(read("offer.json").mentorName)
    const item = String(read("offer.json").llmBonusItem)
    const withBonus = plans().plans.filter(plan => !(plan.excluded as string[]).includes(item))
    const names = withBonus.map(plan => String(plan.name))
    expect(figureText(figures.get("offer.llmBonusPlans")!).split(/, | e /)).toEqual(names)
  })

  it("counts every list, so copy can say how many there are", () => {
    const figures = figuresWith()
    const projects = (read("portfolio.json") as { projects: unknown[] }).projects
    expect(value(figures, "portfolio.count")).toBe(projects.length)
    expect(figureText(figures.get("portfolio.count")!)).toBe(String(projects.length))
  })
})

describe("figures in copy", () => {
  const figures = figuresWith()
  const maxPrice = figureText(figures.get("plans.max.price")!)

  it("writes out placeholders as the pages show the figure, and unwraps kept literals", () => {
    expect(fillFigures("Por {plans.max.price}, {fixo: R$ 5.000} e {date}", figures)).toBe(
      `Por ${maxPrice}, R$ 5.000 e {date}`,
    )
  })

  it("finds prices and percentages typed by hand, but not kept literals or '100%'", () => {
    expect(figureProblems(`Custa ${maxPrice}.`, figures)).toEqual([
      expect.stringMatching(
        new RegExp(`^"${maxPrice.replace(/[$.]/g, "\\$&")}" foi digitado à mão: escreva .*\\{plans\\.max\\.price\\}`),
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
