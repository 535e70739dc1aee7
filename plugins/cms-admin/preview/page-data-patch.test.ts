/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { figuresWith, overlay, withCopyEntry, withDataEntry, type ContentSnapshot, type Json } from "./page-data-patch"
import { figureText, figureValue } from "../../../src/content-model/figures/figures"

const DATA = path.join(__dirname, "..", "..", "..", "content", "data")
const snapshot: ContentSnapshot = Object.fromEntries(
  fs.readdirSync(DATA).map(file => [file, JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json]),
)
type Entry = Record<string, Json>

describe("the entry as typed, over the page's built data", () => {
  it("keeps what the build made (processed images, fields the page computed) and takes the writer's text", () => {
    const image = { childImageSharp: { gatsbyImageData: { width: 10 } } }
    const built = { items: [{ title: "Antes", image, checkoutUrl: "https://pay.example.com/a" }] }
    const edited = {
      items: [
        { title: "Depois", image: "../images/a.png" },
        { title: "Nova", image: "../images/b.png" },
      ],
    }
    expect(overlay(built, edited)).toEqual({
      items: [
        { title: "Depois", image, checkoutUrl: "https://pay.example.com/a" },
        // A new item borrows the first one's built parts until the next build.
        { title: "Nova", image, checkoutUrl: "https://pay.example.com/a" },
      ],
    })
  })

  it("fills the figures the edit changes, on this entry and on the figures computed from it", () => {
    const plans = structuredClone(snapshot["plans.json"]) as { plans: Entry[] }
    const max = plans.plans.find(plan => plan.id === "max")!
    const before = figuresWith(snapshot, "plans.json", snapshot["plans.json"])
    max.price = figureValue(before, "plans.max.price") + 100
    const after = figuresWith(snapshot, "plans.json", plans)
    const page = { plansJson: { plans: [] }, offerJson: { courseHours: "400+" }, pagesJson: { pages: [] } }
    const patched = withDataEntry(page, { key: "plansJson", file: "plans.json" }, plans, snapshot)
    const shown = (patched.plansJson as { plans: Entry[] }).plans.find(plan => plan.id === "max")!
    // The plan's instalments follow its new price, with their total.
    expect(shown.paymentTerms).toBe(figureText(after.get("plans.max.installments.text")!))
    expect((shown.paymentTerms as string).replace(/\u00a0/g, " ")).toContain(
      figureText({ value: figureValue(after, "plans.max.installments.total"), kind: "price" }),
    )
    expect(shown.paymentTerms).not.toBe(figureText(before.get("plans.max.installments.text")!))
    // The saving follows the new Max price; what the offer stores stays; another file's data stays as built.
    expect(patched.offerJson).toMatchObject({ courseHours: "400+", saving: figureValue(before, "offer.saving") - 100 })
    expect(patched.pagesJson).toEqual(page.pagesJson)
  })

  it("takes a copy file's frontmatter and body, with their figures", () => {
    const page = { journeyCopy: { frontmatter: { title: "Antes", eyebrow: "Passo" }, html: "<p>Antes</p>" } }
    const patched = withCopyEntry(page, "journey", { title: "Em {journey.count} fases" }, "<p>Depois</p>", snapshot)
    const phases = (snapshot["journey.json"] as { phases: unknown[] }).phases.length
    expect(patched.journeyCopy).toEqual({
      frontmatter: { title: `Em ${phases} fases`, eyebrow: "Passo" },
      html: "<p>Depois</p>",
    })
  })
})
