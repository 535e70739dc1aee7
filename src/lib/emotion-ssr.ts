/**
 * Each page renders with a fresh Emotion cache, and the CSS its body uses goes into its head as Emotion's own tags
 * (global styles first), which the browser's cache finds by id: Emotion's default, a <style> in the body, is invalid
 * HTML. Relies on Gatsby passing the body to onRenderBody as `bodyHtml`, undocumented: without it the build fails.
 */
import createCache, { type EmotionCache } from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { createElement, type ReactElement } from "react"

/** The cache of each page being rendered, by path (Gatsby may render several in one process). */
const pages = new Map<string, ReturnType<typeof createEmotionServer>>()

/** A fresh cache for the page at `pathname`, to render its body with. */
export function createPageStyleCache(pathname: string): EmotionCache {
  // Emotion's default key, so class names match the browser's. No vendor prefixes: the two Safari needs are by hand.
  const cache = createCache({ key: "css", stylisPlugins: [] })
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
