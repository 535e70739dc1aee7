/**
 * The page's CSS from the server: written into the head by emotion-ssr.ts,
 * read by the browser's Emotion cache (gatsby-browser).
 *
 * One `<style data-page-css="ids">`, not Emotion's own `data-emotion` tags:
 * @emotion/react 11.14 appends every server `style[data-emotion]` to the end of
 * the head as it loads, and again as its cache hydrates them. Each move of a
 * stylesheet makes the browser drop its rules, add them again and restyle the
 * page: 4–15 ms of CPU on `/` as the app starts, measured unthrottled on this
 * project's machines (docs/performance.md). Under an attribute of its own the
 * tag stays where it is, and the browser's cache learns the ids it holds the
 * way @emotion/css's documented `hydrate(ids)` does: by marking them inserted
 * (`EmotionCache.inserted`, public in @emotion/cache's types). page-css.test.ts
 * fails if Emotion moves the tag or inserts its rules again.
 */
import createCache, { type EmotionCache } from "@emotion/cache"

/** Emotion's default key: the server's cache and the browser's use it, so class names match. */
export const EMOTION_KEY = "css"

/** The attribute naming the Emotion ids whose rules the server's style tag holds. */
export const PAGE_CSS_ATTRIBUTE = "data-page-css"

/** The server's style tag of the page in `document`, if the page was rendered by the server. */
export function serverPageCss(document: Document): HTMLStyleElement | null {
  return document.querySelector<HTMLStyleElement>(`style[${PAGE_CSS_ATTRIBUTE}]`)
}

/** The browser's Emotion cache, knowing the rules the server's style tag already holds. */
export function createBrowserStyleCache(document: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY })
  const ids = serverPageCss(document)?.getAttribute(PAGE_CSS_ATTRIBUTE)?.split(" ") ?? []
  for (const id of ids) if (id) cache.inserted[id] = true
  return cache
}
