/**
 * Emotion's own server-side API (@emotion/server's extractCriticalToChunks),
 * wired into Gatsby's public SSR hooks: each page renders with a fresh Emotion
 * cache (gatsby-ssr wrapPageElement), and once Gatsby has rendered the body,
 * the CSS that page uses goes into its head (onRenderBody, which receives the
 * body's HTML). Emotion's default would put a <style> in front of every styled
 * element in the body, which is invalid HTML (e2e/site/html-validity.spec.ts);
 * in the head they are Emotion's own tags (`data-emotion="<key> <ids>"`, as its
 * documented constructStyleTagsFromChunks writes them), global styles first,
 * which the browser's Emotion cache and `<Global>` find by their ids and do not
 * insert again. Node only (gatsby-ssr).
 *
 * Relies on one thing Gatsby does but does not document: Gatsby 5.16 passes
 * the rendered body to onRenderBody as `bodyHtml` (gatsby/cache-dir/static-entry.js);
 * its types and API docs list only the setters. Should an upgrade stop
 * passing it, pageStyleTags throws and the build fails with this file's name,
 * instead of shipping pages without their CSS.
 */
import createCache, { type EmotionCache } from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { createElement, type ReactElement } from "react"

/** Emotion's default key, as the browser's default cache has: class names match. */
const EMOTION_KEY = "css"

type EmotionServer = ReturnType<typeof createEmotionServer>

/** The cache of each page being rendered, by path (Gatsby may render several in one process). */
const pages = new Map<string, EmotionServer>()

/** A fresh cache for the page at `pathname`, to render its body with. */
export function createPageStyleCache(pathname: string): EmotionCache {
  // No vendor prefixes in the page's CSS (about 0.7 KB of gzip on /): the browsers the site supports
  // read the standard properties, and the two that Safari still wants prefixed (backdrop-filter,
  // user-select) are written by hand. Rules inserted in the browser later keep Emotion's default.
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
  if (chunks.length === 0) return []
  // Emotion's own tags, which its browser cache and <Global> find by their ids and do not insert again.
  return chunks.map(({ key, ids, css }) =>
    createElement("style", {
      key: `${key} ${ids.join(" ")}`,
      "data-emotion": `${key} ${ids.join(" ")}`,
      dangerouslySetInnerHTML: { __html: css },
    }),
  )
}
