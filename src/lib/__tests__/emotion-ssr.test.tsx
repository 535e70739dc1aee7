/**
 * @jest-environment node
 */
import { CacheProvider, Global, css } from "@emotion/react"
import styled from "@emotion/styled"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { createPageStyleCache, pageStyleTags } from "../emotion-ssr"

const Title = styled.h1`
  color: rgb(255, 0, 0);
`

function renderPage(pathname: string) {
  return renderToString(
    <CacheProvider value={createPageStyleCache(pathname)}>
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />
      <Title>Formação Magic — Implementação</Title>
    </CacheProvider>,
  )
}

describe("Emotion's CSS on the server", () => {
  it("leaves no <style> in the body and puts the page's CSS in head tags, global styles first", () => {
    const body = renderPage("/")
    expect(body).not.toContain("<style")
    const head = renderToStaticMarkup(<>{pageStyleTags("/", body)}</>)
    expect(head).toMatch(
      /^<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style><style data-emotion="css [\w-]+">/,
    )
    expect(head).toContain("color:rgb(255, 0, 0)")
    // The class in the body is the one the head's tag lists, so the browser's cache hydrates it.
    const className = /class="css-([\w-]+)[ "]/.exec(body)?.[1]
    expect(head).toContain(`data-emotion="css ${className ?? "missing"}"`)
  })

  it("keeps each page's CSS apart", () => {
    const first = renderPage("/a")
    const second = renderPage("/b")
    expect(pageStyleTags("/b", second)).toHaveLength(2)
    expect(pageStyleTags("/a", first)).toHaveLength(2)
    expect(pageStyleTags("/a", first)).toEqual([])
  })

  it("fails the build when Gatsby no longer passes the body's HTML to onRenderBody", () => {
    renderPage("/c")
    expect(() => pageStyleTags("/c", undefined)).toThrow(/emotion-ssr\.ts: Gatsby did not pass `bodyHtml`/)
  })
})
