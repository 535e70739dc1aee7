import createCache, { type EmotionCache } from "@emotion/cache"

/** Emotion's cache key; class names are `css-<hash>` on the server and in the browser alike. */
export const EMOTION_KEY = "css"

/**
 * The attribute of the server's single critical-CSS `<style>` tag, listing the
 * Emotion ids it holds. Deliberately not Emotion's own `data-emotion`: Emotion
 * would re-insert such a tag on load (twice), and each move makes the browser
 * drop and re-add the stylesheet, re-register its @font-face rules and lay the
 * whole page out again, hundreds of milliseconds on a phone.
 */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css"

/**
 * The browser's Emotion cache: it takes the ids the server already styled as
 * present (so they are never inserted again) and leaves their tag where it is.
 * `hasCriticalCss` is false without server HTML (gatsby develop): the global
 * styles must then be inserted at runtime.
 */
export function createBrowserCache(document: Document): { cache: EmotionCache; hasCriticalCss: boolean } {
  const cache = createCache({ key: EMOTION_KEY })
  const tags = document.querySelectorAll(`style[${CRITICAL_CSS_ATTRIBUTE}]`)
  tags.forEach(tag => {
    for (const id of (tag.getAttribute(CRITICAL_CSS_ATTRIBUTE) ?? "").split(" ")) {
      if (id) cache.inserted[id] = true
    }
  })
  return { cache, hasCriticalCss: tags.length > 0 }
}
