/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { graphql } from "gatsby"
import * as home from "./home/sections"
import * as week from "./customer-week/sections"
import * as thankYou from "./thank-you/sections"
import { PAGE_SECTIONS, sectionAnchor, sectionFolder, type PageId } from "./page-sections"

/** Each registry with its page, its folder and the prefix of its sections' fragments. */
const REGISTRIES = [
  { page: "home", folder: "home", prefix: "Home", registry: home.HOME_SECTIONS, fragment: home.fragment },
  {
    page: "semana-cliente",
    folder: "customer-week",
    prefix: "SemanaCliente",
    registry: week.WEEK_SECTIONS,
    fragment: week.fragment,
  },
  {
    page: "obrigado",
    folder: "thank-you",
    prefix: "Obrigado",
    registry: thankYou.THANK_YOU_SECTIONS,
    fragment: thankYou.fragment,
  },
] as const

/** The fragment names a registry's fragment spreads, in order (Gatsby's `graphql` is a mock in tests). */
function spreads(fragment: () => unknown): string[] {
  const tag = jest.mocked(graphql)
  tag.mockClear()
  fragment()
  const [strings] = tag.mock.calls[0]
  return [...strings.join("").matchAll(/\.\.\.(\w+)/g)].map(match => match[1])
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1)

describe.each(REGISTRIES)("the $page registry", ({ page, folder, prefix, registry, fragment }) => {
  const names = Object.keys(registry)

  it("is the page's list of sections", () => {
    expect(PAGE_SECTIONS[page]).toEqual(names)
  })

  it("spreads each section's fragment, in the same order, and nothing else", () => {
    expect(spreads(fragment)).toEqual(names.map(name => `${prefix}${pascal(name)}`))
  })

  it("has a folder for each section, whose index.ts hands the page its component", () => {
    const missing = names.filter(name => !fs.existsSync(path.join(__dirname, folder, sectionFolder(name), "index.ts")))
    expect(missing).toEqual([])
  })
})

test("each page's sections have anchors of their own, with the fixed ones outside links use", () => {
  for (const page of Object.keys(PAGE_SECTIONS) as PageId[]) {
    const anchors = PAGE_SECTIONS[page].map(name => sectionAnchor(page, name as never))
    expect(new Set(anchors).size).toBe(anchors.length)
  }
  expect(sectionAnchor("home", "painVsPath")).toBe("pain-vs-path")
  expect(sectionAnchor("home", "toolPillars")).toBe("features")
})
