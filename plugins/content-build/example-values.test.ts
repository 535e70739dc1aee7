/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import siteJson from "../../content/site.json"
import { examplesProblems, examplesStillPresent, readExamples } from "./example-values"

/** A site folder with a few content files, written fresh for each test. */
function tempSite(files: Record<string, string | object>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "examples-"))
  for (const [name, body] of Object.entries(files)) {
    const full = path.join(root, name)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, typeof body === "string" ? body : JSON.stringify(body))
  }
  return root
}

const SITE = { tags: { gtmId: "GTM-XXXXXXX" }, webhooks: ["https://a.example/hook", "https://b.example/hook"] }
const CARDS = {
  cards: [
    { id: "crm", url: "https://crm.example" },
    { id: "academy", url: "https://academy.example" },
  ],
}
const EXAMPLES = {
  exemplos: [
    { file: "content/site.json", field: "tags.gtmId", value: "GTM-XXXXXXX" },
    { file: "content/site.json", field: "webhooks.1", value: "https://b.example/hook" },
    { file: "content/data/accessCards.json", field: "cards.academy.url", value: "https://academy.example" },
  ],
}
const DRAFT = `---\npage: "termos-de-uso"\nsection: "main"\ntitle: "Termos"\nrascunho: true\n---\n\nTexto.\n`
const FINAL = `---\npage: "termos-de-uso"\nsection: "main"\ntitle: "Termos"\n---\n\nTexto.\n`

function site(overrides: Record<string, string | object> = {}) {
  return tempSite({
    "content/site.json": SITE,
    "content/data/accessCards.json": CARDS,
    "content/examples.json": EXAMPLES,
    "content/copy/termos-de-uso/main.mdx": DRAFT,
    ...overrides,
  })
}

describe("examplesStillPresent", () => {
  it("lists every example value still in place and every draft, by file and field", () => {
    expect(examplesStillPresent(site())).toEqual([
      'content/site.json → tags.gtmId: ainda é o valor de exemplo "GTM-XXXXXXX"',
      'content/site.json → webhooks.1: ainda é o valor de exemplo "https://b.example/hook"',
      'content/data/accessCards.json → cards.academy.url: ainda é o valor de exemplo "https://academy.example"',
      'content/copy/termos-de-uso/main.mdx → rascunho: texto ainda em rascunho (a versão final, revisada, remove "rascunho: true")',
    ])
  })

  it("clears a marker as soon as its value is replaced, or the draft flag is gone", () => {
    const root = site({
      "content/site.json": { ...SITE, tags: { gtmId: "GTM-REAL123" } },
      "content/data/accessCards.json": { cards: [CARDS.cards[0], { id: "academy", url: "https://real.example" }] },
      "content/copy/termos-de-uso/main.mdx": FINAL,
    })
    expect(examplesStillPresent(root)).toEqual([
      'content/site.json → webhooks.1: ainda é o valor de exemplo "https://b.example/hook"',
    ])
  })

  it("follows an entry by its id when writers reorder a list, and judges the value this build uses", () => {
    const root = site({ "content/data/accessCards.json": { cards: [...CARDS.cards].reverse() } })
    expect(examplesStillPresent(root).some(line => line.includes("cards.academy.url"))).toBe(true)
    // An environment variable replaced the example.
    const current = { "content/site.json": { ...SITE, tags: { gtmId: "GTM-FROMENV" } } }
    expect(examplesStillPresent(root, current).some(line => line.includes("tags.gtmId"))).toBe(false)
  })

  it("has nothing to say once content/examples.json is gone and no draft remains", () => {
    const root = site({ "content/copy/termos-de-uso/main.mdx": FINAL })
    fs.rmSync(path.join(root, "content/examples.json"))
    expect(examplesStillPresent(root)).toEqual([])
  })

  it("reads a copy file's marker from its frontmatter (a video id)", () => {
    const hero = `---\npage: "home"\nsection: "hero"\ntitle: "Oi"\nvideoId: "Xk3mQ9vLp2A"\n---\n\nTexto.\n`
    const examples = { exemplos: [{ file: "content/copy/home/hero.mdx", field: "videoId", value: "Xk3mQ9vLp2A" }] }
    const root = site({ "content/copy/home/hero.mdx": hero, "content/examples.json": examples })
    expect(examplesStillPresent(root)).toContain(
      'content/copy/home/hero.mdx → videoId: ainda é o valor de exemplo "Xk3mQ9vLp2A"',
    )
  })

  it("refuses a marker whose file or field does not exist, which would never hold", () => {
    const examples = {
      exemplos: [
        { file: "content/site.json", field: "tags.gtmid", value: "GTM-XXXXXXX" },
        { file: "content/data/nada.json", field: "x", value: "y" },
      ],
    }
    expect(examplesProblems(site({ "content/examples.json": examples }))).toEqual([
      'content/examples.json → campo "exemplos[0].field": content/site.json não tem o campo "tags.gtmid"; confira o nome',
      'content/examples.json → campo "exemplos[1].file": content/data/nada.json não é um arquivo de conteúdo; confira o caminho, como "content/site.json"',
    ])
    expect(examplesProblems(site())).toEqual([])
  })

  it("refuses a malformed list rather than passing it", () => {
    const root = site({ "content/examples.json": { exemplos: [{ file: "content/site.json" }] } })
    expect(() => readExamples(root)).toThrow(/content\/examples.json/)
  })
})

describe("the shipped content", () => {
  const root = path.resolve(__dirname, "../..")

  it("marks the example testimonials' people as examples, and no testimonial author is also the DPO", () => {
    const testimonials = JSON.parse(fs.readFileSync(path.join(root, "content/data/testimonials.json"), "utf8")) as {
      testimonials: Array<{ id: string; name: string }>
    }
    const marked = new Map(readExamples(root).map(example => [`${example.file} → ${example.field}`, example.value]))
    const present = examplesStillPresent(root)
    for (const { id, name } of testimonials.testimonials) {
      const field = `content/data/testimonials.json → testimonials.${id}.name`
      // While a name is the example one, a production build names it; once replaced, the marker clears.
      expect(present.some(line => line.startsWith(field))).toBe(marked.get(field) === name)
      expect(name).not.toBe(siteJson.seller.dpoName)
    }
  })
})
