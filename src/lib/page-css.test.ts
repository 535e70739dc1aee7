import type * as EmotionReact from "@emotion/react"
import type * as React from "react"
import type * as ReactDomClient from "react-dom/client"
import type * as PageCss from "./page-css"

// Emotion hashes a style's text: the same rules on the server and in the browser have the same id.
const SERVER_RULE = "color: rgb(255, 0, 0);"
const BROWSER_ONLY_RULE = "color: rgb(0, 0, 255);"

/**
 * Loads @emotion/react after the page's head is in place, as the browser does
 * (its default cache looks for server tags as the module loads), and renders
 * one element styled by the server's rules and one by rules it did not write.
 */
function startApp(serverTag: boolean) {
  document.head.innerHTML = "<title>Formação Magic</title>"
  // A fresh module registry each time, React included, so that Emotion and React share one instance.
  const modules = () => {
    let loaded: [typeof EmotionReact, typeof PageCss, typeof React, typeof ReactDomClient] | undefined
    jest.isolateModules(() => {
      loaded = [
        jest.requireActual("@emotion/react"),
        jest.requireActual("./page-css"),
        jest.requireActual("react"),
        jest.requireActual("react-dom/client"),
      ]
    })
    if (!loaded) throw new Error("modules not loaded")
    return loaded
  }
  // The ids the server would write: Emotion's serialization alone, before the page exists.
  const [{ css: serialize }, { PAGE_CSS_ATTRIBUTE }] = modules()
  const server = serialize(SERVER_RULE)
  const tag = document.createElement("style")
  if (serverTag) {
    tag.setAttribute(PAGE_CSS_ATTRIBUTE, server.name)
    tag.textContent = `.css-${server.name}{${SERVER_RULE}}`
    document.head.append(tag)
  }
  document.head.append(document.createElement("meta"))
  const removed: Node[] = []
  const observer = new MutationObserver(records => records.forEach(record => removed.push(...record.removedNodes)))
  observer.observe(document.head, { childList: true })

  const [{ css, jsx, CacheProvider }, { createBrowserStyleCache }, { act }, { createRoot }] = modules()
  const cache = createBrowserStyleCache(document)
  const container = document.createElement("div")
  document.body.replaceChildren(container)
  act(() => {
    createRoot(container).render(
      jsx(
        CacheProvider,
        { value: cache },
        jsx("h1", { css: server }, "Título"),
        jsx("p", { css: css(BROWSER_ONLY_RULE) }),
      ),
    )
  })
  observer.takeRecords().forEach(record => removed.push(...record.removedNodes))
  observer.disconnect()
  const inserted = [...document.head.querySelectorAll("style")].filter(style => style !== tag)
  // Emotion inserts with insertRule (its "speedy" mode), so the rules are in the sheets, not the text.
  const insertedCss = inserted.flatMap(style => [...(style.sheet?.cssRules ?? [])].map(rule => rule.cssText)).join("")
  return { tag, removed, insertedCss }
}

describe("the page's CSS from the server, in the browser", () => {
  beforeAll(() => {
    // React's act() outside a test renderer.
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })

  it("stays where the server put it: Emotion neither moves the tag nor inserts its rules again", () => {
    const { tag, removed, insertedCss } = startApp(true)
    expect(removed).not.toContain(tag)
    expect(document.head.firstElementChild?.nextElementSibling).toBe(tag)
    expect(insertedCss).not.toContain("rgb(255, 0, 0)")
    // Rules the server did not write are inserted as usual.
    expect(insertedCss).toContain("rgb(0, 0, 255)")
  })

  it("without the server's tag (gatsby develop), every rule is inserted", () => {
    const { insertedCss } = startApp(false)
    expect(insertedCss).toContain("rgb(255, 0, 0)")
    expect(insertedCss).toContain("rgb(0, 0, 255)")
  })
})
