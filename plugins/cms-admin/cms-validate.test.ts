/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { checkCmsSave } from "./cms-validate"
import { PRICE_MESSAGE } from "../content-model/schemas"

const ROOT = path.join(__dirname, "..", "..")
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>

describe("the build's validation of a CMS save", () => {
  it("lets an unchanged file through", () => {
    expect(checkCmsSave(ROOT, "content/data/plans.json", read("content/data/plans.json"))).toEqual({
      file: [],
      others: [],
    })
  })

  it("refuses a save that breaks the saved file, with the build's message", () => {
    const plans = read("content/data/plans.json") as { plans: Array<Record<string, unknown>> }
    const max = plans.plans[1]
    // The plan's own price miswritten: no thousands dot, one decimal digit.
    const miswritten = `${String(max.price).replace(".", "")},0`
    plans.plans[1] = { ...max, price: miswritten }
    const verdict = checkCmsSave(ROOT, "content/data/plans.json", plans)
    expect(verdict.file).toContainEqual(
      expect.stringContaining(
        `plans.json → entry "${String(max.id)}" → field "price": "${miswritten}" — ${PRICE_MESSAGE}`,
      ),
    )
  })

  it("reports what the save breaks elsewhere: a total that no longer adds up", () => {
    const stack = read("content/data/valueStack.json") as { items: Array<Record<string, unknown>> }
    const offer = read("content/data/offer.json") as { valueStackTotal: string }
    // The first item priced at the whole stack's total: the sum can no longer match it.
    stack.items[0] = { ...stack.items[0], price: offer.valueStackTotal }
    const verdict = checkCmsSave(ROOT, "content/data/valueStack.json", stack)
    expect(verdict.file).toEqual([])
    expect(verdict.others).toContainEqual(
      expect.stringContaining(`offer.json → field "valueStackTotal": says ${offer.valueStackTotal}`),
    )
  })

  it("checks a copy file's frontmatter, not its body, and keeps fields it does not know", () => {
    const source = fs.readFileSync(path.join(ROOT, "content/copy/home/hero.mdx"), "utf8")
    expect(source).toContain("section: hero")
    const data = { page: "home", section: "hero", title: "", body: "Texto" }
    expect(checkCmsSave(ROOT, "content/copy/home/hero.mdx", data).file).toContainEqual(
      expect.stringMatching(/hero\.mdx → field "title": is required but missing/),
    )
    const unknown = { page: "home", section: "hero", title: "Olá", titel: "typo", body: "" }
    expect(checkCmsSave(ROOT, "content/copy/home/hero.mdx", unknown).file).toContainEqual(
      expect.stringMatching(/field "titel": is not a known field/),
    )
  })

  it("accepts an image uploaded with the save (written after the check), still checking the other fields", () => {
    const portfolio = read("content/data/portfolio.json") as { projects: Array<Record<string, unknown>> }
    portfolio.projects[0] = { ...portfolio.projects[0], image: "../images/portfolio/new-upload.png", name: "" }
    const verdict = checkCmsSave(ROOT, "content/data/portfolio.json", portfolio)
    expect(verdict.file).toEqual([expect.stringMatching(/entry "james" → field "name": is required but missing/)])
  })

  it("checks content/site.json with the settings' own rules: a CNPJ with wrong check digits is refused", () => {
    const site = read("content/site.json") as { seller: Record<string, unknown> }
    expect(checkCmsSave(ROOT, "content/site.json", site)).toEqual({ file: [], others: [] })
    const verdict = checkCmsSave(ROOT, "content/site.json", {
      ...site,
      seller: { ...site.seller, cnpj: "12.345.678/0001-96" },
    })
    expect(verdict.file).toEqual([
      'content/site.json → field "seller.cnpj": "12.345.678/0001-96" has wrong check digits: they should be 95, not 96',
    ])
  })

  it("refuses a path outside content/", () => {
    expect(checkCmsSave(ROOT, "../outside.json", {}).file).toEqual(["../outside.json → is not a content file"])
  })
})
