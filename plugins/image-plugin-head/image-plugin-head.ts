import { isValidElement, type ReactNode } from "react"

/**
 * What gatsby-plugin-image 3.16's `onRenderBody` adds to every page's head, by
 * React key: a style and a noscript style for `.gatsby-image-wrapper`, and a
 * module script that fades its images in. Only its `GatsbyImage` and
 * `StaticImage` use them; the site writes images with `src/ui/Picture` (the
 * lint forbids the plugin's components), so they are about 1 KB of HTML and
 * one more inline script hash on every page for nothing.
 * image-plugin-head.test.tsx runs the plugin's own `onRenderBody` and fails
 * when these keys no longer name what it adds.
 */
export const IMAGE_PLUGIN_HEAD_KEYS: readonly string[] = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]

/** The head without gatsby-plugin-image's additions. */
export function withoutImagePluginHead(components: readonly ReactNode[]): ReactNode[] {
  return components.filter(
    component => !(isValidElement(component) && IMAGE_PLUGIN_HEAD_KEYS.includes(String(component.key))),
  )
}
