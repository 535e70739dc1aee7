/**
 * A copy file's MDX body as HTML in the CMS preview, the way the build makes
 * it (plugins/content-build/mdx-html.ts): figures filled, then MDX evaluated
 * and rendered to static markup. /admin/'s policy allows the evaluation.
 */
import { evaluate } from "@mdx-js/mdx"
import { createElement } from "react"
import * as runtime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"
import { bodyWithFigures, type ContentSnapshot } from "./page-data-patch"

export async function renderBody(body: string, snapshot: ContentSnapshot): Promise<string> {
  try {
    const { default: Content } = await evaluate(bodyWithFigures(body, snapshot), { ...runtime, development: false })
    return renderToStaticMarkup(createElement(Content))
  } catch (error) {
    // Half-typed MDX (an unclosed tag) is normal while writing: show the reason instead of the text.
    return `<p><strong>MDX:</strong> ${String(error instanceof Error ? error.message : error).replace(/</g, "&lt;")}</p>`
  }
}
