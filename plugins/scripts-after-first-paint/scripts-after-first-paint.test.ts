import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { LOADER_ID, deferFrameworkScripts, frameworkScriptsAfterFirstPaint } from "./scripts-after-first-paint"

/** The end of a page as Gatsby 5.16 writes it (public/404.html of a build, shortened). */
const GATSBY_PAGE = `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main><h1>Página</h1></main></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="9d2193dbda0434aea839";</script><script src="/webpack-runtime-e2c8.js" async></script><script src="/framework-6c58.js" async></script><script src="/app-f784.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`

const SCRIPTS = ["/webpack-runtime-e2c8.js", "/framework-6c58.js", "/app-f784.js"]

/** The scripts a page's loader adds, in order. */
const deferredScripts = (html: string) =>
  JSON.parse(/data-scripts="([^"]*)"/.exec(html)![1].replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as string[]

/** Runs a page's loader in this document, as the browser would run the inline script. */
function runLoader(html: string) {
  const code = new RegExp(`<script id="${LOADER_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? ""
  const script = document.createElement("script")
  script.id = LOADER_ID
  script.dataset.scripts = JSON.stringify(deferredScripts(html))
  script.textContent = code
  document.body.append(script)
}

const added = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map(s => s.getAttribute("src"))

describe("Gatsby's framework scripts after the first paint", () => {
  it("replaces Gatsby's script tags with one loader that lists them in order, where they were, the same on every page", () => {
    const html = frameworkScriptsAfterFirstPaint(GATSBY_PAGE) ?? ""
    expect(html).not.toMatch(/<script src=/)
    expect(deferredScripts(html)).toEqual(SCRIPTS)
    expect(html).toContain("window.___chunkMapping")
    expect(html.indexOf(`id="${LOADER_ID}"`)).toBeGreaterThan(html.indexOf("___webpackCompilationHash"))
    expect(html.indexOf(`id="${LOADER_ID}"`)).toBeLessThan(html.indexOf("slice-end"))
    // One loader code on every page, so the CSP needs one hash.
    const other = frameworkScriptsAfterFirstPaint(GATSBY_PAGE.replaceAll("f784", "0000")) ?? ""
    const code = (page: string) => /data-scripts="[^"]*">([\s\S]*?)<\/script>/.exec(page)?.[1]
    expect(code(other)).toBe(code(html))
    expect(frameworkScriptsAfterFirstPaint("<html><body><p>x</p></body></html>")).toBeUndefined()
  })

  describe("the loader in the browser", () => {
    let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
    let visibility: DocumentVisibilityState = "visible"
    beforeEach(() => {
      jest.useFakeTimers()
      document.body.innerHTML = ""
      paintObserver = undefined
      visibility = "visible"
      jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility)
      window.PerformanceObserver = class {
        constructor(callback: typeof paintObserver) {
          paintObserver = callback
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver
    })
    afterEach(() => jest.useRealTimers())

    const fcp = (names: string[]) => paintObserver?.({ getEntriesByName: name => names.filter(n => n === name) })

    it("adds the scripts, in order, a frame after the first contentful paint is reported", () => {
      runLoader(frameworkScriptsAfterFirstPaint(GATSBY_PAGE) ?? "")
      expect(added()).toEqual([])
      fcp(["first-paint"])
      jest.advanceTimersByTime(100)
      expect(added()).toEqual([])
      fcp(["first-contentful-paint"])
      jest.advanceTimersByTime(100)
      expect(added()).toEqual(SCRIPTS)
      fcp(["first-contentful-paint"])
      jest.advanceTimersByTime(5000)
      expect(added()).toEqual(SCRIPTS)
    })

    it("adds them at once in a tab opened in the background, which paints nothing", () => {
      visibility = "hidden"
      runLoader(frameworkScriptsAfterFirstPaint(GATSBY_PAGE) ?? "")
      expect(added()).toEqual(SCRIPTS)
    })

    it("adds a script again after 1 s, then 2 s, when it fails to load, and only that one", () => {
      visibility = "hidden"
      runLoader(frameworkScriptsAfterFirstPaint(GATSBY_PAGE) ?? "")
      const failToLoad = (src: string) =>
        document.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event("error"))
      failToLoad(SCRIPTS[1])
      expect(added()).toEqual([SCRIPTS[0], SCRIPTS[2]])
      jest.advanceTimersByTime(999)
      expect(added()).toEqual([SCRIPTS[0], SCRIPTS[2]])
      jest.advanceTimersByTime(1)
      expect(added()).toEqual([SCRIPTS[0], SCRIPTS[2], SCRIPTS[1]])
      failToLoad(SCRIPTS[1])
      jest.advanceTimersByTime(1999)
      expect(added()).toEqual([SCRIPTS[0], SCRIPTS[2]])
      jest.advanceTimersByTime(1)
      expect(added()).toEqual([SCRIPTS[0], SCRIPTS[2], SCRIPTS[1]])
    })

    it("adds them after 3 s when no paint is reported", () => {
      runLoader(frameworkScriptsAfterFirstPaint(GATSBY_PAGE) ?? "")
      jest.advanceTimersByTime(2900)
      expect(added()).toEqual([])
      jest.advanceTimersByTime(200)
      expect(added()).toEqual(SCRIPTS)
    })
  })

  describe("on a build's pages", () => {
    const publicDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "after-paint-"))

    it("rewrites every page once, and leaves the CMS and Gatsby's slice files alone", () => {
      const dir = publicDir()
      fs.mkdirSync(path.join(dir, "obrigado"))
      fs.mkdirSync(path.join(dir, "admin"))
      fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
      fs.writeFileSync(path.join(dir, "index.html"), GATSBY_PAGE)
      fs.writeFileSync(path.join(dir, "obrigado", "index.html"), GATSBY_PAGE)
      fs.writeFileSync(path.join(dir, "admin", "index.html"), '<script src="/admin/cms.js"></script>')
      fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), GATSBY_PAGE)
      expect(deferFrameworkScripts(dir)).toBe(2)
      const once = fs.readFileSync(path.join(dir, "index.html"), "utf8")
      expect(deferredScripts(once)).toEqual(SCRIPTS)
      deferFrameworkScripts(dir)
      expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(once)
      expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toContain('<script src="/admin/cms.js">')
      expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(GATSBY_PAGE)
    })

    it("fails the build when a page has none of Gatsby's script tags (Gatsby's output changed)", () => {
      const dir = publicDir()
      fs.writeFileSync(path.join(dir, "index.html"), '<html><body><script src="/app.js" defer></script></body></html>')
      expect(() => deferFrameworkScripts(dir)).toThrow(/index\.html: no <script src async> of Gatsby's found/)
    })
  })
})
