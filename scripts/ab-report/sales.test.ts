/**
 * @jest-environment node
 */
import { sckWithVariant } from "../../src/features/lead/checkout/checkout-attribution"
import { parseMoney, readSales, variantFromSck } from "./sales"
import { readTable } from "./table"
import { parsePrice } from "../../src/lib/price"
import { genericCsv, hotmartCsv, kiwifyCsv, PRICE } from "./test-fixtures"

describe("variantFromSck", () => {
  it.each([
    ["anuncio-7", "preco-b"],
    [undefined, "preco-b"],
    ["story_v-velho", "titulo_c"],
    ["fb|campanha_1|conjunto", "v2.1"],
  ])("reads back the variant the site appends to sck %j", (sck, variant) => {
    expect(variantFromSck(sckWithVariant(sck, variant))).toBe(variant)
  })

  it("is undefined for an sck the site did not mark", () => {
    expect(variantFromSck("anuncio-7")).toBeUndefined()
    expect(variantFromSck("")).toBeUndefined()
    expect(variantFromSck("x_v-")).toBeUndefined()
  })
})

/** The first plan's price, as the platforms' exports write it. */
const AMOUNT = parsePrice(PRICE)
const ptBr = (value: number, cents = 0) => value.toLocaleString("pt-BR", { minimumFractionDigits: cents })
const enUs = (value: number) => value.toLocaleString("en-US", { minimumFractionDigits: 2 })

describe("parseMoney", () => {
  it.each([
    [`R$ ${ptBr(AMOUNT, 2)}`, AMOUNT],
    [ptBr(AMOUNT, 2), AMOUNT],
    [AMOUNT.toFixed(2), AMOUNT],
    [enUs(AMOUNT + 0.5), AMOUNT + 0.5],
    ["29,9", 29.9],
    [ptBr(AMOUNT), AMOUNT],
    ["(none)", 0],
    ["", 0],
  ])("%j is %d", (text, value) => {
    expect(parseMoney(text)).toBe(value)
  })

  it("is undefined for words", () => {
    expect(parseMoney("dez reais")).toBeUndefined()
  })
})

describe("readSales", () => {
  const price = Number(PRICE.replace(/\D/g, ""))
  const sales = [
    { variant: "preco-b", email: "Ana@Exemplo.com" },
    { variant: "main", email: "bia@exemplo.com", sck: "anuncio-7" },
    { variant: "main", email: "caio@exemplo.com", status: "refunded" as const },
    { email: "duda@exemplo.com", status: "pending" as const },
  ]

  it.each([
    ["Hotmart", hotmartCsv],
    ["Kiwify", kiwifyCsv],
    ["genérico", genericCsv],
  ] as const)("reads %s's export: approved sales only, with variant, e-mail and value", (format, write) => {
    const read = readSales(readTable(write(sales), "vendas.csv"))
    expect(read).toEqual({
      format,
      notApproved: 2,
      sales: [
        { variant: "preco-b", email: "ana@exemplo.com", value: price, addOn: false },
        { variant: "main", email: "bia@exemplo.com", value: price, addOn: false },
      ],
    })
  })

  it("counts Hotmart's order bump as an add-on to its main sale", () => {
    const text = hotmartCsv([{ variant: "main", email: "a@b.co" }]).replace(/;(HP\d+)\r\n$/, ";HP00000000000001\r\n")
    expect(readSales(readTable(text, "vendas.csv")).sales[0].addOn).toBe(true)
  })

  it("has no sales in an empty export", () => {
    expect(readSales(readTable("", "vendas.csv"))).toEqual({ format: "vazio", sales: [], notApproved: 0 })
  })
})
