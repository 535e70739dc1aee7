/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { computeFigures, figureText, type Figures } from "./figures"
import { figureProblems, fillFigures } from "./fill"
import { parsePrice } from "../../../src/lib/price"

const DATA = path.join(__dirname, "..", "..", "..", "content", "data")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Entry

/** The content as on disk, with some files replaced. */
function figuresWith(changes: Record<string, Entry> = {}): Figures {
  return computeFigures(file => changes[file] ?? read(file), fs.readdirSync(DATA))
}

const value = (figures: Figures, name: string) => figures.get(name)?.value ?? Number.NaN
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
    const raised = parsePrice(String(max.price)) + 500
    max.price = figureText({ value: raised, kind: "price" })
    const after = figuresWith({ "plans.json": content })
    expect(value(after, "renewal.fullPrice")).toBe(raised)
    expect(value(after, "offer.saving")).toBe(value(before, "offer.saving") - 500)
    expect(value(after, "renewal.discount")).toBe(Math.round((1 - value(after, "renewal.price") / raised) * 100))
    expect(value(after, "renewal.discount")).toBeGreaterThan(value(before, "renewal.discount"))
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

  it("finds prices and percentages typed by hand, but not kept literals, whole amounts or '100%'", () => {
    expect(figureProblems(`Custa ${maxPrice}.`, figures)).toEqual([
      expect.stringMatching(
        new RegExp(`^"${maxPrice.replace(/[$.]/g, "\\$&")}" is typed by hand: write .*\\{plans\\.max\\.price\\}`),
      ),
    ])
    expect(figureProblems("Ganhe 15 % a mais", figures)).toHaveLength(1)
    expect(figureProblems("De {fixo: R$ 5.000} a {fixo: 30%}, 100% garantido", figures)).toEqual([])
    expect(figureProblems("R$ 5.000/mês", figures)).toEqual([])
    expect(figureProblems("{plans.mx.price}", figures)).toEqual([
      '{plans.mx.price} is not a figure; the list of figures is in docs/guia-do-editor.md ("Números")',
    ])
  })
})
