/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { checkCmsSave } from "./cms-validate"
import { PRICE_MESSAGE } from "../../src/content-model/schemas/fields"
import { contentFigures } from "../content-build/content-figures"
import { figureText } from "../../src/content-model/figures/figures"
import { formatPrice } from "../../src/lib/price"

const ROOT = path.join(__dirname, "..", "..")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Entry
const check = (file: string, data: Entry) => checkCmsSave(ROOT, file, data)

describe("the build's validation of a CMS save", () => {
  it("lets an unchanged file through, content/site.json too", () => {
    expect(check("content/data/plans.json", read("content/data/plans.json"))).toEqual({ file: [], others: [] })
    expect(check("content/site.json", read("content/site.json"))).toEqual({ file: [], others: [] })
  })

  it("refuses a save that breaks the saved file, with the build's message", () => {
    const plans = read("content/data/plans.json") as { plans: Entry[] }
    // The price as a page shows it, not the number the file needs.
    const written = formatPrice(plans.plans[1].price as number)
    plans.plans[1] = { ...plans.plans[1], price: written }
    expect(check("content/data/plans.json", plans).file).toContainEqual(
      expect.stringContaining(
        `plans.json → entrada "${String(plans.plans[1].id)}" → campo "price": "${written}" — ${PRICE_MESSAGE}`,
      ),
    )
  })

  it("reports apart what the save breaks elsewhere: a customer-week price no longer below the Max plan's", () => {
    const plans = read("content/data/plans.json") as { plans: Entry[] }
    const renewalPrice = contentFigures(path.join(ROOT, "content", "data")).get("renewal.price")!
    plans.plans.find(plan => plan.id === "max")!.price = renewalPrice.value
    expect(check("content/data/plans.json", plans)).toEqual({
      file: [],
      others: [
        expect.stringContaining(
          `renewalOffer.json → campo "offerPrice": ${figureText(renewalPrice)} precisa ser menor que o preço do Plano Max`,
        ),
      ],
    })
  })

  it('checks a copy file\'s frontmatter and body (its field "body") as the build does', () => {
    const body = "Ou {plans.max.installments.count}x de {plans.max.installments.value}."
    expect(
      check("content/copy/home/pricing.mdx", { page: "home", section: "pricing", title: "Planos", body }).file,
    ).toEqual([
      "content/copy/home/pricing.mdx → texto: {plans.max.installments.value} mostra uma parcela sem o total a pagar: acrescente {plans.max.installments.total}, ou escreva {plans.max.installments.text}",
    ])
  })

  it("accepts an image uploaded with the save (written after the check), still checking the other fields", () => {
    const portfolio = read("content/data/portfolio.json") as { projects: Entry[] }
    portfolio.projects[0] = { ...portfolio.projects[0], image: "../images/portfolio/new-upload.png", name: "" }
    expect(check("content/data/portfolio.json", portfolio).file).toEqual([
      expect.stringMatching(/entrada "james" → campo "name": está vazio, mas é obrigatório/),
    ])
  })

  it("checks content/site.json with the settings' own rules, and refuses a path outside content/", () => {
    const site = read("content/site.json") as { seller: Entry }
    expect(
      check("content/site.json", { ...site, seller: { ...site.seller, cnpj: "12.345.678/0001-96" } }).file,
    ).toEqual([
      'content/site.json → campo "seller.cnpj": "12.345.678/0001-96" tem os dígitos verificadores errados: seriam 95, não 96; confira o número',
    ])
    expect(check("../outside.json", {}).file).toEqual([
      "../outside.json → não é um arquivo de conteúdo (fica fora de content/)",
    ])
  })
})
