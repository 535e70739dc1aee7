import { createElement } from "react"
import * as runtime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"

/** An MDX body as static HTML: the copy is prose, so the MDX runtime stays out of the visitors' JavaScript. */
export async function renderMdxToHtml(body: string): Promise<string> {
  // @mdx-js/mdx is ESM-only; a dynamic import keeps gatsby-node (CommonJS) loading it.
  const { evaluate } = await import("@mdx-js/mdx")
  const { default: Content } = await evaluate(body, { ...runtime, development: false })
  return renderToStaticMarkup(createElement(Content))
}
