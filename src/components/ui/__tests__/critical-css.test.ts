/**
 * @jest-environment jsdom
 */
import { css } from "@emotion/react"
import { insertStyles } from "@emotion/utils"
import { CRITICAL_CSS_ATTRIBUTE, EMOTION_KEY, createBrowserCache } from "../critical-css"

const styled = css`
  color: rgb(255, 0, 0);
`

function serverHead(ids: string) {
  document.head.innerHTML = `<style ${CRITICAL_CSS_ATTRIBUTE}="${ids}">.${EMOTION_KEY}-${styled.name}{color:rgb(255, 0, 0);}</style><link rel="preload" href="/font.woff2" as="font">`
}

describe("createBrowserCache", () => {
  it("takes the server's styles as present, so they are never inserted again", () => {
    serverHead(`global1 ${styled.name}`)
    const { cache, hasCriticalCss } = createBrowserCache(document)
    expect(hasCriticalCss).toBe(true)
    expect(cache.inserted[styled.name]).toBe(true)
    expect(cache.inserted.global1).toBe(true)
    insertStyles(cache, styled, false)
    expect(document.head.querySelectorAll("style")).toHaveLength(1)
  })

  it("leaves the server's style tag where it is (moving it would restyle and re-lay out the page)", () => {
    serverHead(styled.name)
    const tag = document.head.querySelector("style")
    createBrowserCache(document)
    expect(document.head.firstElementChild).toBe(tag)
    expect(tag?.nextElementSibling?.tagName).toBe("LINK")
  })

  it("inserts styles the server did not render (a modal opened later)", () => {
    serverHead("someOtherId")
    const { cache } = createBrowserCache(document)
    insertStyles(cache, styled, false)
    expect(cache.inserted[styled.name]).toBeDefined()
    expect(cache.sheet.tags.length).toBeGreaterThan(0)
  })

  it("says when there is no server CSS (gatsby develop), so the global styles get inserted", () => {
    document.head.innerHTML = ""
    expect(createBrowserCache(document).hasCriticalCss).toBe(false)
  })
})
