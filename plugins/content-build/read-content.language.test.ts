/**
 * @jest-environment node
 */
/**
 * Writers read only Portuguese: every message the build and the CMS show for
 * bad content (the same code) must be in Portuguese. A representative set of
 * mistakes, one per check and per kind of zod issue, and a guard on common
 * English words in what they produce.
 */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { validateContent, type ContentOverrides } from "./read-content"
import { contentCopy, CONTENT, type Entry } from "./read-content.test-helpers"
import { fieldMessage, fieldProblems } from "../../src/content-model/field-problems"
import { validateSettings } from "../../src/content-model/settings"
import { examplesProblems } from "./example-values"
import { checkCmsSave } from "../cms-admin/cms-validate"

const ROOT = path.join(CONTENT, "..")
const DATA = path.join(CONTENT, "data")
const json = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
const data = (file: string) => json(path.join(DATA, file))
const clone = <T>(value: T): T => structuredClone(value)
const listOf = (record: Record<string, unknown>, key: string) => record[key] as Entry[]

/** A copy file as the CMS form saves it: its frontmatter's fields and its body. */
function copyFile(rel: string, edit: (fields: Entry) => void = () => undefined): [string, Entry] {
  const file = path.join(CONTENT, "copy", rel)
  const source = fs.readFileSync(file, "utf8")
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source) ?? []
  const fields: Entry = Object.fromEntries(
    frontmatter.split("\n").flatMap(line => {
      const match = /^(\w+): (.*)$/.exec(line)
      return match ? [[match[1], match[2].replace(/^"(.*)"$/, "$1")]] : []
    }),
  )
  const saved = { ...fields, body }
  edit(saved)
  return [file, saved]
}

/** Data files edited as a writer might, each scenario on its own. */
function dataScenarios(): Array<Array<[string, unknown]>> {
  const at = (file: string) => path.join(DATA, file)
  const edited = (file: string, edit: (record: Record<string, unknown>) => void): [string, unknown] => {
    const record = clone(data(file))
    edit(record)
    return [at(file), record]
  }
  const maxPrice = String(listOf(data("plans.json"), "plans").find(plan => plan.id === "max")?.price)
  return [
    [
      edited("journey.json", record => {
        const phases = listOf(record, "phases")
        delete phases[2].title
        phases[0].number = 7
        phases[1].titel = "Fase"
      }),
    ],
    [edited("journey.json", record => listOf(record, "phases").splice(1))],
    [edited("journey.json", record => (record.fases = record.phases))],
    [edited("journey.json", record => (record.phases = "todas"))],
    [
      edited("portfolio.json", record => {
        const projects = listOf(record, "projects")
        projects[0].category = "vip"
        projects[1].id = projects[0].id
        projects[2].image = "../images/portfolio/sumiu.png"
        while (projects.length <= 24) projects.push({ ...projects[3], id: `copia-${projects.length}` })
      }),
    ],
    [
      edited("agents.json", record => {
        const agents = listOf(record, "agents")
        agents.forEach(agent => (agent.category = "basic"))
        agents[0].id = "outro-1"
      }),
    ],
    [
      edited("plans.json", record => {
        const plans = listOf(record, "plans")
        plans[0].price = "R$ 1497,0"
        plans[0].highlighted = "sim"
        plans[0].installmentCount = 23
        plans[1].price = "R$ 99.999"
        plans[1].installmentValue = "R$ 1,00"
      }),
    ],
    [
      edited("renewalOffer.json", record => {
        record.offerPrice = maxPrice
        record.startsAt = "2026-12-07T00:00:00-03:00"
        record.endsAt = "2026-12-06T23:59:59-03:00"
        record.installmentCount = 40
      }),
    ],
    [edited("renewalOffer.json", record => (record.endsAt = "amanhã à noite"))],
    [edited("renewalOffer.json", record => delete record.endsAt)],
    [
      edited("installments.json", record => {
        const rates = listOf(record, "rates")
        rates.push({ ...rates[0] }, { count: 6, surcharge: 12.345 }, { count: 3, surcharge: 120 })
        record.text = "{count}x de {value}"
      }),
    ],
    [
      edited("ui.json", record => {
        const banner = record.banner as Entry
        banner.startsAt = "2026-12-01T00:00:00-03:00"
        banner.endsAt = "2026-11-30T23:59:59-03:00"
      }),
    ],
    [
      edited("ui.json", record => {
        const banner = record.banner as Entry
        banner.startsAt = banner.endsAt
        delete banner.endsAt
      }),
    ],
    [
      edited("consent.json", record => {
        const categories = listOf(record, "categories")
        categories.push({ ...categories[0] })
        record.revision = "2"
      }),
    ],
    [
      edited("faq.json", record => {
        const questions = listOf(record, "questions")
        questions[0].page = "home"
        questions[1].question = `Quanto custa? ${maxPrice}`
        questions[2].answer = "O valor é {renewal.preco}. Ou 25% de desconto."
        questions[3].weekOnly = "sempre"
      }),
    ],
    [
      edited("renewal.json", record => {
        const item = listOf(data("valueStack.json"), "items").find(entry => /^R\$/.test(String(entry.price)))
        listOf(record, "includes").push({ name: item?.name, value: `${String(item?.price)}/ano`, description: "X." })
      }),
    ],
    [
      copyFile("semana-cliente/pricing.mdx", fields => {
        fields.body = `${String(fields.body)}\nOu {renewal.installments.count}x de {renewal.installments.value}.\n<div data-week-only="aberta">Só hoje.</div>\n`
      }),
    ],
    [copyFile("home/llmBonus.mdx", fields => (fields.body = `${String(fields.body)}\nTambém no plano Plus.\n`))],
    [
      copyFile("home/hero.mdx", fields => {
        fields.title = ""
        fields.titel = "Olá"
      }),
    ],
    [copyFile("home/hero.mdx", fields => (fields.section = "course"))],
  ]
}

/** Mistakes only a file on disk can hold: broken JSON, a missing file, no frontmatter. */
function diskMessages(): string[] {
  const dir = contentCopy()
  try {
    fs.writeFileSync(path.join(dir, "data", "faq.json"), "[{ oops }")
    fs.rmSync(path.join(dir, "data", "demos.json"))
    fs.writeFileSync(path.join(dir, "data", "methodology.json"), "[]")
    fs.writeFileSync(path.join(dir, "copy", "home", "course.mdx"), "Sem cabeçalho.\n")
    return validateContent(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Every kind of issue zod may raise on JSON, on fields with no message of their own. */
function zodIssueMessages(): string[] {
  const schema = z.strictObject({
    text: z.string(),
    short: z.string().min(3),
    long: z.string().max(2),
    exact: z.string().length(2),
    amount: z.number().min(1).max(9),
    step: z.number().multipleOf(5),
    whole: z.int(),
    either: z.union([z.string(), z.number()]),
    choice: z.literal("a"),
    keyed: z.record(z.enum(["a"]), z.string()),
    mail: z.email(),
    prefix: z.string().startsWith("x"),
    custom: z.string().refine(() => false),
    list: z.array(z.string()).min(2).max(2),
  })
  const bad = {
    text: 1,
    short: "ab",
    long: "abc",
    exact: "abc",
    amount: 10,
    step: 7,
    whole: 1.5,
    either: true,
    choice: "b",
    keyed: { b: "x" },
    mail: "nada",
    prefix: "y",
    custom: "y",
    list: ["a", "b", "c"],
    extra: 1,
  }
  return fieldProblems(schema, bad).map(problem => fieldMessage(problem))
}

function settingsMessages(): string[] {
  const site = json(path.join(ROOT, "content", "site.json"))
  const seller = site.seller as Entry
  return [
    ...validateSettings({ ...site, seller: { ...seller, cnpj: "12.345.678/0001-96" } }),
    ...validateSettings({ ...site, seller: { ...seller, cnpj: "11.111.111/1111-11" } }),
    ...validateSettings(
      { ...site, seller: { ...seller, cnpj: "123" }, webhooks: [], salesContactUrll: "x" },
      undefined,
      { SELLER_CNPJ: "123" },
    ),
    ...validateSettings("nada"),
  ]
}

function examplesMessages(): string[] {
  const examples = json(path.join(ROOT, "content", "examples.json"))
  const list = examples.exemplos as Entry[]
  return [
    ...examplesProblems(ROOT, {
      ...examples,
      exemplos: [
        { ...list[0], field: "tags.gtmid" },
        { ...list[0], file: "content/data/nada.json" },
      ],
    }),
    ...examplesProblems(ROOT, { ...examples, exemplos: [{ file: "content/site.json" }] }),
  ]
}

/** Every message the mistakes above produce, as a writer reads them. */
function writerMessages(): string[] {
  const baseline = new Set(validateContent(CONTENT))
  const added = (overrides: ContentOverrides) =>
    validateContent(CONTENT, overrides).filter(message => !baseline.has(message))
  return [
    ...dataScenarios().flatMap(files => added(new Map(files))),
    ...diskMessages(),
    ...zodIssueMessages(),
    ...settingsMessages(),
    ...examplesMessages(),
    ...checkCmsSave(ROOT, "../fora.json", {}).file,
  ]
}

/** Common English words of the old messages and of zod's own defaults. */
const ENGLISH =
  /\b(must|is not|not|found|should|expected|the|required|missing|invalid|unknown|typed|field|entry|of|and|than|too|input|known)\b/i

/** What the message says in its own words: the writer's values (quoted), placeholders and paths left out. */
const ownWords = (message: string) =>
  message
    .replace(/"[^"]*"/g, '""')
    .replace(/\{[^{}]*\}/g, "{}")
    .replace(/\S+\/\S+/g, "/")

describe("the messages a writer sees for bad content", () => {
  const messages = writerMessages()

  it("cover every mistake of the set", () => {
    // One message at least per scenario; far fewer would mean a scenario stopped reaching its check.
    expect(messages.length).toBeGreaterThan(60)
  })

  it("are in Portuguese, without common English words", () => {
    expect(messages.filter(message => ENGLISH.test(ownWords(message)))).toEqual([])
  })

  it("name the field in Portuguese, with its JSON key", () => {
    expect(messages.filter(message => /\bcampo "/.test(message)).length).toBeGreaterThan(40)
    expect(messages.filter(message => /\bentrada ("|nº)/.test(message)).length).toBeGreaterThan(10)
  })
})
