/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { PAGE_SECTIONS, sectionAnchor, type PageId } from "../content-model/pages"

/** The pages whose sections' code comes late, with their folder and the prefix of their sections' fragments. */
const DEFERRED_PAGES = [
  { page: "home", folder: "home", prefix: "Home" },
  { page: "semana-cliente", folder: "customer-week", prefix: "SemanaCliente" },
  { page: "obrigado", folder: "thank-you", prefix: "Obrigado" },
] as const

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1)

test.each(DEFERRED_PAGES)(
  "$page's sections.ts spreads each section's fragment in the page's order",
  ({ page, folder, prefix }) => {
    const source = fs.readFileSync(path.join(__dirname, folder, "sections.ts"), "utf8")
    const spreads = [...source.matchAll(/\.\.\.(\w+)/g)].map(match => match[1])
    expect(spreads).toEqual(PAGE_SECTIONS[page].map(name => `${prefix}${pascal(name)}`))
  },
)

test("each page's sections have anchors of their own, with the fixed ones outside links use", () => {
  for (const page of Object.keys(PAGE_SECTIONS) as PageId[]) {
    const anchors = PAGE_SECTIONS[page].map(name => sectionAnchor(page, name as never))
    expect(new Set(anchors).size).toBe(anchors.length)
  }
  expect(sectionAnchor("home", "painVsPath")).toBe("pain-vs-path")
  expect(sectionAnchor("home", "toolPillars")).toBe("features")
})
