/**
 * Renders an MDX body to static HTML at build time. The long-form copy is
 * prose, so shipping it as HTML keeps the MDX runtime out of the visitors'
 * JavaScript while writers still get Markdown (and plain JSX) in content/copy.
 */
import { createElement } from "react"
import * as runtime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"

export async function renderMdxToHtml(body: string): Promise<string> {
  // @mdx-js/mdx is ESM-only; a dynamic import keeps gatsby-node (CommonJS) loading it.
  const { evaluate } = await import("@mdx-js/mdx")
  const { default: Content } = await evaluate(body, { ...runtime, development: false })
  return renderToStaticMarkup(createElement(Content))
}
