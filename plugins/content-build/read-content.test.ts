/** @jest-environment node */
/**
 * A writer's mistakes, each as the CMS would save it (an override of the file on disk), and the message
 * the build and the CMS give: in Portuguese, naming the file, the entry and the field, saying what to do.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateContent } from "./read-content"
import { PRICE_MESSAGE } from "../../src/content-model/schemas/fields"
import { validateSettings } from "../../src/content-model/settings"

const CONTENT = path.join(__dirname, "..", "..", "content")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as Entry
const baseline = new Set(validateContent(CONTENT))

/** What saving `name` (a data file's name, or a copy file's path: its fields and body) after `edit` adds. */
function added(name: string, edit: (data: Entry) => unknown): string[] {
  const file = name.endsWith(".json") ? `data/${name}` : name
  const data = file.endsWith(".json") ? read(file) : {}
  edit(data)
  return validateContent(CONTENT, new Map([[path.join(CONTENT, file), data]])).filter(line => !baseline.has(line))
}

const first = (data: Entry) => (Object.values(data)[0] as Entry[])[0]
const max = (data: Entry) => (data.plans as Entry[]).find(plan => plan.id === "max")!
const stackItem = (read("data/valueStack.json").items as Entry[])[0]

const MISTAKES: Array<[string, string, (data: Entry) => unknown, string | RegExp]> = [
  ["a missing required field", "journey.json", d => delete first(d).title, 'entrada "01" → campo "title": está vazio'],
  [
    "a price written as text",
    "plans.json",
    d => (max(d).price = "R$ 2.497"),
    `entrada "max" → campo "price": "R$ 2.497" — ${PRICE_MESSAGE}`,
  ],
  ["a negative price", "plans.json", d => (max(d).price = -1), 'campo "price": -1 — um preço não pode ser negativo'],
  [
    "a typo in a field name",
    "journey.json",
    d => (first(d).titel = "x"),
    'campo "titel": nome de campo desconhecido (erro de digitação?)',
  ],
  ["an unknown category", "portfolio.json", d => (first(d).category = "outra"), '"outra" não está entre as opções'],
  [
    "a duplicate id",
    "portfolio.json",
    d => ((d.projects as Entry[])[1].id = first(d).id),
    "id repetido, já usado pela entrada nº 1",
  ],
  ["too few entries", "plans.json", d => (d.plans = []), 'campo "plans": precisa de pelo menos 1 item e tem 0'],
  [
    "an image that does not exist",
    "portfolio.json",
    d => (first(d).image = "../images/nada.png"),
    /a imagem "\.\.\/images\/nada\.png" não existe/,
  ],
  [
    "an unknown placeholder",
    "faq.json",
    d => (first(d).answer = "{plans.gold.price}"),
    "{plans.gold.price} não é um marcador conhecido",
  ],
  ["a price typed into copy", "faq.json", d => (first(d).answer = "Só R$ 997 hoje"), '"R$ 997" foi digitado à mão'],
  [
    "an instalment without its total",
    "faq.json",
    d => (first(d).answer = "{plans.max.installments.value}"),
    "mostra uma parcela sem o total a pagar",
  ],
  [
    "a count the checkout has no surcharge for",
    "plans.json",
    d => (max(d).installmentCount = 23),
    "não tem o acréscimo de 23x",
  ],
  [
    "a Max plan dearer than the value stack",
    "plans.json",
    d => (max(d).price = 99999),
    "precisa ser menor que o total da pilha de valor",
  ],
  [
    "a week's price no discount on the Max plan",
    "renewalOffer.json",
    d => (d.offerPrice = 99999),
    'campo "offerPrice": R$ 99.999 precisa ser menor que o preço do Plano Max',
  ],
  [
    "a page address that is not its route",
    "pages.json",
    d => (first(d).path = "/inicio"),
    'campo "path": o endereço desta página é "/"',
  ],
  ["an FAQ for a page without one", "faq.json", d => (first(d).page = "home"), "não mostra perguntas frequentes"],
  [
    "an include priced twice",
    "renewal.json",
    d => Object.assign((d.includes as Entry[])[0], { item: "flows" }),
    "preencha o valor ou o item da pilha de valor, um dos dois",
  ],
  [
    "an include that repeats an item's price",
    "renewal.json",
    d => Object.assign((d.includes as Entry[])[0], { price: stackItem.price }),
    `escolha o item "${String(stackItem.id)}"`,
  ],
  ["an end written in words", "renewalOffer.json", d => (d.endsAt = "amanhã"), 'campo "endsAt": "amanhã"'],
  [
    "a start after the end",
    "renewalOffer.json",
    d => (d.startsAt = "2030-01-01T00:00:00-03:00"),
    "precisa vir antes do fim",
  ],
  [
    "copy naming a plan without the LLM bonus",
    "copy/home/llmBonus.mdx",
    d => Object.assign(d, { page: "home", section: "llmBonus", title: "Só no Plano Plus", body: "" }),
    'cita o plano "Plus"',
  ],
  [
    "a misspelt week marker",
    "copy/semana-cliente/stop.mdx",
    d =>
      Object.assign(d, {
        page: "semana-cliente",
        section: "stop",
        title: "Pare",
        body: '<p data-week-only="aberto">x</p>',
      }),
    'data-week-only="aberto" não é um valor aceito',
  ],
]

describe("a writer's mistake gets a message naming file, entry and field", () => {
  it.each(MISTAKES)("%s", (_, file, edit, expected) => {
    const messages = added(file, edit)
    expect(messages).toContainEqual(
      typeof expected === "string" ? expect.stringContaining(expected) : expect.stringMatching(expected),
    )
    for (const message of messages) expect(message).toMatch(/^content\/(data|copy)\//)
  })

  it("names the line and column of broken JSON, and a page section without its copy file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.cpSync(CONTENT, dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "data", "plans.json"), '{\n  "plans": [\n    { "id": "plus", }\n')
    fs.rmSync(path.join(dir, "copy", "home", "pricing.mdx"))
    expect(validateContent(dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/plans\.json → não é um JSON válido: há um erro perto da linha 3, coluna \d+/),
        expect.stringContaining('a página "home" precisa de um texto (arquivo .mdx) com section: pricing'),
      ]),
    )
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

/** Common English words of zod's own defaults: a writer reads only Portuguese. */
const ENGLISH =
  /\b(must|is not|not|found|should|expected|the|required|missing|invalid|unknown|field|entry|and|than|too|input)\b/i
const ownWords = (message: string) =>
  message
    .replace(/"[^"]*"/g, '""')
    .replace(/\{[^{}]*\}/g, "{}")
    .replace(/\S+\/\S+/g, "/")

it("every message is in Portuguese, the settings' too", () => {
  const site = read("site.json")
  const messages = [
    ...MISTAKES.flatMap(([, file, edit]) => added(file, edit)),
    ...validateSettings({
      ...site,
      seller: { ...(site.seller as Entry), cnpj: "123" },
      webhooks: [],
      salesContactUrll: "x",
    }),
    ...validateSettings("nada"),
  ]
  expect(messages.filter(message => ENGLISH.test(ownWords(message)))).toEqual([])
})
