/**
 * @jest-environment node
 */
/**
 * A writer's mistakes, each as the CMS would save it (an override of the file
 * on disk), and the message the build and the CMS give: in Portuguese, naming
 * the file, the entry and the field, and saying what to do.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateContent, type ContentOverrides } from "./read-content"
import { PRICE_MESSAGE } from "../../src/content-model/schemas"
import { validateSettings } from "../../src/content-model/settings"

const CONTENT = path.join(__dirname, "..", "..", "content")
type Entry = Record<string, unknown>
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, "data", file), "utf8")) as Entry
const list = (file: string) => Object.values(read(file))[0] as Entry[]
const baseline = new Set(validateContent(CONTENT))

/** What a file saved with `edit` adds to the content's problems. */
function added(file: string, edit: (data: Entry) => unknown): string[] {
  const data = read(file)
  const saved = edit(data) ?? data
  const overrides: ContentOverrides = new Map([[path.join(CONTENT, "data", file), saved]])
  return validateContent(CONTENT, overrides).filter(message => !baseline.has(message))
}

/** A copy file saved as the CMS form holds it: its frontmatter's fields and its body. */
function addedCopy(rel: string, fields: Entry): string[] {
  const overrides: ContentOverrides = new Map([[path.join(CONTENT, "copy", rel), fields]])
  return validateContent(CONTENT, overrides).filter(message => !baseline.has(message))
}

const first = (data: Entry) => (Object.values(data)[0] as Entry[])[0]
const max = (data: Entry) => (data.plans as Entry[]).find(plan => plan.id === "max")!

const MISTAKES: Array<[string, () => string[], string | RegExp]> = [
  [
    "a missing required field",
    () =>
      added("journey.json", data => {
        delete first(data).title
      }),
    'entrada "01" → campo "title": está vazio',
  ],
  [
    "a price written as text",
    () => added("plans.json", data => void (max(data).price = "R$ 2.497")),
    `entrada "max" → campo "price": "R$ 2.497" — ${PRICE_MESSAGE}`,
  ],
  [
    "a negative price",
    () => added("plans.json", data => void (max(data).price = -1)),
    'campo "price": -1 — um preço não pode ser negativo',
  ],
  [
    "a typo in a field name",
    () => added("journey.json", data => void (first(data).titel = "x")),
    'campo "titel": nome de campo desconhecido (erro de digitação?)',
  ],
  [
    "an unknown category",
    () => added("portfolio.json", data => void (first(data).category = "outra")),
    '"outra" não está entre as opções',
  ],
  [
    "a duplicate id",
    () => added("portfolio.json", data => void ((data.projects as Entry[])[1].id = first(data).id)),
    "id repetido, já usado pela entrada nº 1",
  ],
  [
    "too few entries",
    () => added("plans.json", () => ({ plans: [] })),
    'campo "plans": precisa de pelo menos 1 item e tem 0',
  ],
  [
    "an image that does not exist",
    () => added("portfolio.json", data => void (first(data).image = "../images/nada.png")),
    /a imagem "\.\.\/images\/nada\.png" não existe/,
  ],
  [
    "an unknown placeholder",
    () => added("faq.json", data => void (first(data).answer = "{plans.gold.price}")),
    "{plans.gold.price} não é um marcador conhecido",
  ],
  [
    "a price typed into copy",
    () => added("faq.json", data => void (first(data).answer = "Só R$ 997 hoje")),
    '"R$ 997" foi digitado à mão',
  ],
  [
    "an instalment without its total",
    () => added("faq.json", data => void (first(data).answer = "{plans.max.installments.value}")),
    "mostra uma parcela sem o total a pagar",
  ],
  [
    "a count the checkout has no surcharge for",
    () => added("plans.json", data => void (max(data).installmentCount = 23)),
    "não tem o acréscimo de 23x",
  ],
  [
    "a Max plan dearer than the value stack",
    () => added("plans.json", data => void (max(data).price = 99999)),
    "precisa ser menor que o total da pilha de valor",
  ],
  [
    "a week's price no discount on the Max plan",
    () => added("renewalOffer.json", data => void (data.offerPrice = 99999)),
    'campo "offerPrice": R$ 99.999 precisa ser menor que o preço do Plano Max',
  ],
  [
    "a page address that is not its route",
    () => added("pages.json", data => void (first(data).path = "/inicio")),
    'campo "path": o endereço desta página é "/"',
  ],
  [
    "an FAQ for a page without one",
    () => added("faq.json", data => void (first(data).page = "home")),
    "não mostra perguntas frequentes",
  ],
  [
    "an include priced twice",
    () => added("renewal.json", data => void Object.assign((data.includes as Entry[])[0], { item: "flows" })),
    "preencha o valor ou o item da pilha de valor, um dos dois",
  ],
  [
    "an include that repeats an item's price",
    () =>
      added(
        "renewal.json",
        data => void Object.assign((data.includes as Entry[])[0], { price: list("valueStack.json")[0].price }),
      ),
    `escolha o item "${String(list("valueStack.json")[0].id)}"`,
  ],
  [
    "an end written in words",
    () => added("renewalOffer.json", data => void (data.endsAt = "amanhã")),
    'campo "endsAt": "amanhã"',
  ],
  [
    "a start after the end",
    () => added("renewalOffer.json", data => void (data.startsAt = "2030-01-01T00:00:00-03:00")),
    "precisa vir antes do fim",
  ],
  [
    "copy naming a plan without the LLM bonus",
    () => addedCopy("home/llmBonus.mdx", { page: "home", section: "llmBonus", title: "Só no Plano Plus", body: "" }),
    'cita o plano "Plus"',
  ],
  [
    "a misspelt week marker",
    () =>
      addedCopy("semana-cliente/stop.mdx", {
        page: "semana-cliente",
        section: "stop",
        title: "Pare",
        body: '<p data-week-only="aberto">x</p>',
      }),
    'data-week-only="aberto" não é um valor aceito',
  ],
]

describe("a writer's mistake gets a message naming file, entry and field", () => {
  it.each(MISTAKES)("%s", (_, mistake, expected) => {
    const messages = mistake()
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
    const messages = validateContent(dir)
    expect(messages).toContainEqual(
      expect.stringMatching(/plans\.json → não é um JSON válido: há um erro perto da linha 3, coluna \d+/),
    )
    expect(messages).toContainEqual(
      expect.stringContaining('a página "home" precisa de um texto (arquivo .mdx) com section: pricing'),
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
  const site = JSON.parse(fs.readFileSync(path.join(CONTENT, "site.json"), "utf8")) as Entry
  const messages = [
    ...MISTAKES.flatMap(([, mistake]) => mistake()),
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
