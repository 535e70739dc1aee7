import type { ReactNode } from "react"
import { isValidElement } from "react"
import { IMAGE_PLUGIN_HEAD_KEYS, withoutImagePluginHead } from "./image-plugin-head"

/** What gatsby-plugin-image's own onRenderBody puts in a page's head. */
function imagePluginHead(): ReactNode[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody: (args: { setHeadComponents: (components: ReactNode[]) => void }) => void
  }
  const head: ReactNode[] = []
  onRenderBody({ setHeadComponents: components => head.push(...components) })
  return head
}

test("the keys name exactly what gatsby-plugin-image adds to the head (fails when upstream changes them)", () => {
  const keys = imagePluginHead().map(component => (isValidElement(component) ? component.key : null))
  expect(keys).toEqual(IMAGE_PLUGIN_HEAD_KEYS)
})

test("the head keeps everything else and loses the plugin's style and script", () => {
  const own = <meta key="own" name="theme-color" content="#07070c" />
  const kept = withoutImagePluginHead([own, ...imagePluginHead()])
  expect(kept).toEqual([own])
})
