/** @jest-environment node */
import { CacheProvider, Global, css } from "@emotion/react"
import type { ReactNode } from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { createPageStyleCache, pageStyleTags } from "./emotion-ssr"

// The site's components style their elements with the css prop: the samples do the same.
const [titleStyle, asideStyle] = [css({ color: "rgb(255, 0, 0)" }), css({ color: "rgb(0, 0, 255)" })]

const renderPage = (pathname: string, extra: ReactNode = null) =>
  renderToString(
    <CacheProvider value={createPageStyleCache(pathname)}>
      <Global styles={css({ body: { margin: 0 } })} />
      <h1 css={titleStyle}>Formação Magic — Implementação</h1>
      {extra}
    </CacheProvider>,
  )
const styles = (pathname: string, body: string) => renderToStaticMarkup(<>{pageStyleTags(pathname, body)}</>)

it("leaves no <style> in the body and puts the page's CSS in the head, global styles first", () => {
  const body = renderPage("/")
  expect(body).not.toContain("<style")
  const head = styles("/", body)
  expect(head).toMatch(
    /^<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style><style data-emotion="css [\w-]+">\.css-[\w-]+\{color:rgb\(255, 0, 0\);\}<\/style>$/,
  )
  // The class in the body is the one the head's tag lists, so the browser's cache knows its rules.
  const className = /class="css-([\w-]+)[ "]/.exec(body)?.[1]
  expect(head).toContain(`data-emotion="css ${className ?? "missing"}"`)
})

it("keeps each page's CSS apart", () => {
  const first = renderPage("/a")
  const second = renderPage("/b", <aside css={asideStyle}>Só nesta página</aside>)
  expect(styles("/b", second)).toContain("color:rgb(0, 0, 255)")
  expect(styles("/a", first)).toMatch(/^(?!.*0, 0, 255).*color:rgb\(255, 0, 0\)/)
  // Read once: a page's styles are released after its HTML is written.
  expect(pageStyleTags("/a", first)).toEqual([])
})

it("fails the build when Gatsby no longer passes the body's HTML to onRenderBody", () => {
  renderPage("/c")
  expect(() => pageStyleTags("/c", undefined)).toThrow(/emotion-ssr\.ts: Gatsby did not pass `bodyHtml`/)
})
