/**
 * Emotion's own server API (@emotion/server's extractCriticalToChunks) in Gatsby's public SSR hooks: each page renders
 * with a fresh cache (gatsby-ssr wrapPageElement), and the CSS its body uses goes into its head (onRenderBody).
 * Emotion's default, a <style> before every styled element in the body, is invalid HTML. In the head they are
 * Emotion's own tags (`data-emotion="<key> <ids>"`, as its constructStyleTagsFromChunks writes them), global styles
 * first, which the browser's cache and `<Global>` find by their ids and do not insert again. Node only.
 *
 * Relies on something Gatsby does without documenting it: Gatsby 5.16 passes the rendered body to onRenderBody as
 * `bodyHtml` (gatsby/cache-dir/static-entry.js). Should an upgrade stop, pageStyleTags throws and the build fails
 * with this file's name, instead of shipping pages without their CSS.
 */
import createCache, { type EmotionCache } from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { createElement, type ReactElement } from "react"

/** Emotion's default key, as the browser's default cache has: class names match. */
const EMOTION_KEY = "css"

/** The cache of each page being rendered, by path (Gatsby may render several in one process). */
const pages = new Map<string, ReturnType<typeof createEmotionServer>>()

/** A fresh cache for the page at `pathname`, to render its body with. */
export function createPageStyleCache(pathname: string): EmotionCache {
  // No vendor prefixes: the browsers the site supports read the standard properties, and the two Safari still wants
  // prefixed (backdrop-filter, user-select) are written by hand. Rules inserted in the browser keep Emotion's default.
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] })
  // createEmotionServer puts the cache in the mode that collects CSS instead of writing inline tags.
  pages.set(pathname, createEmotionServer(cache))
  return cache
}

/** The page's style tag for its head: the CSS its body's HTML uses, global styles first. */
export function pageStyleTags(pathname: string, bodyHtml: unknown): ReactElement[] {
  const server = pages.get(pathname)
  pages.delete(pathname)
  if (!server) return []
  if (typeof bodyHtml !== "string") {
    throw new Error(
      "src/lib/emotion-ssr.ts: Gatsby did not pass `bodyHtml` to onRenderBody, so the page's CSS cannot be extracted (see the note at the top of the file)",
    )
  }
  const chunks = server.extractCriticalToChunks(bodyHtml).styles.filter(({ css }) => css)
  return chunks.map(({ key, ids, css }) =>
    createElement("style", {
      key: `${key} ${ids.join(" ")}`,
      "data-emotion": `${key} ${ids.join(" ")}`,
      dangerouslySetInnerHTML: { __html: css },
    }),
  )
}
