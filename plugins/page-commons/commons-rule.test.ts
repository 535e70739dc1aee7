import { pagesLoading, usedByEveryPage, usedBySomePages, type GroupLike } from "./commons-rule"

/** A chunk group as webpack's chunk graph links them: a name and the groups that load it. */
function group(name: string | null, ...parents: GroupLike[]): GroupLike {
  return { name, parentsIterable: parents }
}

const app = group("app")
const pages = ["index", "obrigado", "politica", "404"].map(name => group(`component---src-pages-${name}-tsx`, app))
const [home, thanks] = pages
const homeSections = Array.from({ length: 15 }, () => group(null, home))
const nestedUnderASection = group(null, homeSections[0])

/** A chunk graph in which `module` sits in one chunk per group given. */
function graphWith(groups: GroupLike[], initial = false) {
  const chunks = groups.map(owner => ({ groupsIterable: [owner], canBeInitial: () => initial }))
  return { chunkGraph: { getModuleChunksIterable: () => chunks } }
}

test("a lazily loaded chunk belongs to the page that imports it, however deep", () => {
  expect([...pagesLoading(nestedUnderASection)]).toEqual(["component---src-pages-index-tsx"])
  expect([...pagesLoading(app)]).toEqual([])
})

test("a module in fifteen lazy chunks of one page is not every page's: it goes to lazy-commons", () => {
  const context = graphWith(homeSections)
  expect(usedByEveryPage(pages.length)(undefined, context)).toBe(false)
  expect(usedBySomePages(pages.length)(undefined, context)).toBe(true)
})

test("a module every page loads, eagerly or from a lazy chunk, goes to commons", () => {
  const context = graphWith([homeSections[3], ...pages.slice(1)])
  expect(usedByEveryPage(pages.length)(undefined, context)).toBe(true)
  expect(usedBySomePages(pages.length)(undefined, context)).toBe(false)
})

test("a module of two pages is not every page's, and Gatsby's runtime is left alone", () => {
  expect(usedByEveryPage(pages.length)(undefined, graphWith([home, thanks]))).toBe(false)
  expect(usedBySomePages(pages.length)(undefined, graphWith([app], true))).toBe(false)
  expect(usedByEveryPage(pages.length)(undefined, graphWith([app], true))).toBe(false)
})
