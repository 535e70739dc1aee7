/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { checkCmsSave } from "./cms-validate"
import { PRICE_MESSAGE } from "../../src/content-model/schemas"
import { contentFigures } from "../content-build/content-figures"
import { formatPrice } from "../../src/lib/price"
import { figureText } from "../../src/content-model/figures/figures"

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
    // The plan's own price written as text, as the page shows it.
    const miswritten = formatPrice(Number(max.price))
    plans.plans[1] = { ...max, price: miswritten }
    const verdict = checkCmsSave(ROOT, "content/data/plans.json", plans)
    expect(verdict.file).toContainEqual(
      expect.stringContaining(
        `plans.json → entrada "${String(max.id)}" → campo "price": "${miswritten}" — ${PRICE_MESSAGE}`,
      ),
    )
  })

  it("reports what the save breaks elsewhere: a customer-week price no longer below the Max plan's", () => {
    const plans = read("content/data/plans.json") as { plans: Array<Record<string, unknown>> }
    const renewalPrice = contentFigures(path.join(ROOT, "content", "data")).get("renewal.price")!
    // The Max plan priced at the customer week's own price: the week's discount would be 0.
    const index = plans.plans.findIndex(plan => plan.id === "max")
    plans.plans[index] = { ...plans.plans[index], price: renewalPrice.value }
    const verdict = checkCmsSave(ROOT, "content/data/plans.json", plans)
    expect(verdict.others).toContainEqual(
      expect.stringContaining(
        `renewalOffer.json → campo "offerPrice": ${figureText(renewalPrice)} precisa ser menor que o preço do Plano Max`,
      ),
    )
  })

  it("refuses a price typed by hand into copy, naming the placeholder to write instead", () => {
    const faq = read("content/data/faq.json") as { questions: Array<Record<string, unknown>> }
    const maxPrice = contentFigures(path.join(ROOT, "content", "data")).get("plans.max.price")!
    const first = faq.questions[0]
    faq.questions[0] = { ...first, answer: `Custa ${figureText(maxPrice)} por ano.` }
    expect(checkCmsSave(ROOT, "content/data/faq.json", faq).file).toContainEqual(
      expect.stringContaining(
        `entrada "${String(first.id)}" → campo "answer": "${figureText(maxPrice)}" foi digitado à mão: escreva {plans.max.price}`,
      ),
    )
  })

  it("checks a copy file's body as the build does: an instalment without its total is refused", () => {
    const source = fs.readFileSync(path.join(ROOT, "content/copy/home/pricing.mdx"), "utf8")
    const { data: frontmatter } = matter(source)
    const body = "Ou {plans.max.installments.count}x de {plans.max.installments.value}."
    expect(checkCmsSave(ROOT, "content/copy/home/pricing.mdx", { ...frontmatter, body }).file).toEqual([
      "content/copy/home/pricing.mdx → texto: {plans.max.installments.value} mostra uma parcela sem o total a pagar: acrescente {plans.max.installments.total}, ou escreva {plans.max.installments.text}",
    ])
  })

  it("checks a copy file's frontmatter, and refuses fields it does not know", () => {
    const source = fs.readFileSync(path.join(ROOT, "content/copy/home/hero.mdx"), "utf8")
    expect(source).toContain("section: hero")
    const data = { page: "home", section: "hero", title: "", body: "Texto" }
    expect(checkCmsSave(ROOT, "content/copy/home/hero.mdx", data).file).toContainEqual(
      expect.stringMatching(/hero\.mdx → campo "title": está vazio, mas é obrigatório/),
    )
    const unknown = { page: "home", section: "hero", title: "Olá", titel: "typo", body: "" }
    expect(checkCmsSave(ROOT, "content/copy/home/hero.mdx", unknown).file).toContainEqual(
      expect.stringMatching(/campo "titel": nome de campo desconhecido/),
    )
  })

  it("accepts an image uploaded with the save (written after the check), still checking the other fields", () => {
    const portfolio = read("content/data/portfolio.json") as { projects: Array<Record<string, unknown>> }
    portfolio.projects[0] = { ...portfolio.projects[0], image: "../images/portfolio/new-upload.png", name: "" }
    const verdict = checkCmsSave(ROOT, "content/data/portfolio.json", portfolio)
    expect(verdict.file).toEqual([
      expect.stringMatching(/entrada "james" → campo "name": está vazio, mas é obrigatório/),
    ])
  })

  it("checks content/site.json with the settings' own rules: a CNPJ with wrong check digits is refused", () => {
    const site = read("content/site.json") as { seller: Record<string, unknown> }
    expect(checkCmsSave(ROOT, "content/site.json", site)).toEqual({ file: [], others: [] })
    const verdict = checkCmsSave(ROOT, "content/site.json", {
      ...site,
      seller: { ...site.seller, cnpj: "12.345.678/0001-96" },
    })
    expect(verdict.file).toEqual([
      'content/site.json → campo "seller.cnpj": "12.345.678/0001-96" tem os dígitos verificadores errados: seriam 95, não 96; confira o número',
    ])
  })

  it("refuses a path outside content/", () => {
    expect(checkCmsSave(ROOT, "../outside.json", {}).file).toEqual([
      "../outside.json → não é um arquivo de conteúdo (fica fora de content/)",
    ])
  })
})
