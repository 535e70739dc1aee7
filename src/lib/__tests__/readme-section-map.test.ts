/**
 * The README's section map is the first thing a new engineer or writer reads to
 * find where a section lives: it must name every section of PAGE_SECTIONS, with
 * its real copy file, component folder, fragment and anchor.
 */
import fs from "node:fs"
import path from "node:path"
import { PAGE_SECTIONS, sectionAnchor, type PageId } from "../page-sections"

const ROOT = path.join(__dirname, "..", "..", "..")
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")

interface Row {
  page: string
  section: string
  anchor: string
  copyFile: string
  component: string
  fragment: string
}

const ROUTES: Record<PageId, string> = {
  home: "/",
  "semana-cliente": "/semana-cliente",
  obrigado: "/obrigado",
  "404": "404",
  "politica-de-privacidade": "/politica-de-privacidade",
  "termos-de-uso": "/termos-de-uso",
}

const unquote = (cell: string) => cell.trim().replace(/^`|`$/g, "")

function sectionMapRows(): Row[] {
  const start = readme.indexOf("### Section map")
  const table = readme.slice(start, readme.indexOf("\n### ", start + 1))
  return table
    .split("\n")
    .filter(line => line.startsWith("| ") && !line.startsWith("| Page") && !line.startsWith("| ---"))
    .map(line => {
      const [page = "", section = "", anchor = "", copyFile = "", component = "", fragment = ""] = line
        .slice(1, -1)
        .split("|")
        .map(unquote)
      return { page, section, anchor, copyFile, component, fragment }
    })
}

const rows = sectionMapRows()
const pages = Object.keys(PAGE_SECTIONS) as PageId[]

describe("the README's section map", () => {
  it.each(pages.flatMap(page => PAGE_SECTIONS[page].map(section => [page, section] as const)))(
    "lists %s → %s with its copy file, component folder, fragment and anchor",
    (page, section) => {
      const row = rows.find(candidate => candidate.page === ROUTES[page] && candidate.section === section)
      expect(row).toBeDefined()
      if (!row) return
      expect(row.copyFile).toBe(`${page}/${section}.mdx`)
      expect(fs.existsSync(path.join(ROOT, "content", "copy", row.copyFile))).toBe(true)
      const folder = path.join(ROOT, "src", "components", row.component)
      expect(fs.existsSync(folder)).toBe(true)
      const sources = fs
        .readdirSync(folder)
        .filter(file => file.endsWith(".tsx"))
        .map(file => fs.readFileSync(path.join(folder, file), "utf8"))
        .join("\n")
      expect(sources).toContain(`fragment ${row.fragment} on Query`)
      if (row.anchor.startsWith("#")) expect(row.anchor).toBe(`#${sectionAnchor(page, section)}`)
    },
  )

  it("lists no section a page does not have", () => {
    const known = new Set(pages.flatMap(page => PAGE_SECTIONS[page].map(section => `${ROUTES[page]} ${section}`)))
    const extra = rows.filter(row => !row.section.startsWith("(") && !known.has(`${row.page} ${row.section}`))
    expect(extra).toEqual([])
  })
})
