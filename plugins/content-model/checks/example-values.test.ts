/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import siteJson from "../../../content/site.json"
import { applyEnvOverrides } from "../site-settings"
import { examplesStillPresent, exampleValuesMessage, readExamples, valueAt } from "./example-values"

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

  it("follows an entry by its id when writers reorder a list", () => {
    const root = site({ "content/data/accessCards.json": { cards: [...CARDS.cards].reverse() } })
    expect(examplesStillPresent(root).some(line => line.includes("cards.academy.url"))).toBe(true)
  })

  it("judges the value this build uses: an environment variable replaces the example", () => {
    const root = site()
    const current = { "content/site.json": { ...SITE, tags: { gtmId: "GTM-FROMENV" } } }
    expect(examplesStillPresent(root, current).some(line => line.includes("tags.gtmId"))).toBe(false)
  })

  it("has nothing to say once content/examples.json is gone and no draft remains", () => {
    const root = site({ "content/copy/termos-de-uso/main.mdx": FINAL })
    fs.rmSync(path.join(root, "content/examples.json"))
    expect(examplesStillPresent(root)).toEqual([])
  })

  it("refuses a malformed list rather than passing it", () => {
    const root = site({ "content/examples.json": { exemplos: [{ file: "content/site.json" }] } })
    expect(() => readExamples(root)).toThrow(/content\/examples.json/)
  })
})

describe("valueAt", () => {
  it("reads objects, list indexes and entries by id", () => {
    expect(valueAt(SITE, "tags.gtmId")).toBe("GTM-XXXXXXX")
    expect(valueAt(SITE, "webhooks.0")).toBe("https://a.example/hook")
    expect(valueAt(CARDS, "cards.crm.url")).toBe("https://crm.example")
    expect(valueAt(SITE, "tags.missing.deeper")).toBeUndefined()
  })
})

describe("exampleValuesMessage", () => {
  it("says in Portuguese which build refused what, one value per line", () => {
    const message = exampleValuesMessage(["a → b: x", "c → d: y"], "production")
    expect(message).toContain('ambiente "production"')
    expect(message).toContain("2 valor(es) de exemplo")
    expect(message).toContain("  • a → b: x\n  • c → d: y")
  })
})

describe("the shipped content", () => {
  const root = path.resolve(__dirname, "../../..")

  // The settings' fields are fixed by the schema (writers change only values), so a renamed setting cannot hide an example.
  it("names in content/examples.json only settings that exist", () => {
    const settings = applyEnvOverrides(siteJson, {})
    for (const example of readExamples(root).filter(({ file }) => file === "content/site.json")) {
      expect([example.field, valueAt(settings, example.field)]).toEqual([example.field, expect.any(String)])
    }
  })
})
