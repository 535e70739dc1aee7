import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactElement, ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"
import { CRITICAL_CSS_ATTRIBUTE, EMOTION_KEY } from "../ui/critical-css"

/**
 * Renders a page's body on the server with its Emotion CSS collected once,
 * instead of Emotion's default `<style>` tag in front of each styled element
 * (250 of them on "/", many repeated, each a stylesheet the phone's parser
 * inserts and restyles the page for while it reads the HTML). The result is one
 * `<style data-critical-css="id1 id2 …">` for the head, global styles first:
 * the browser's Emotion cache (createBrowserCache) marks those ids as present,
 * so it never inserts them again.
 */
export async function renderWithCriticalCss(body: ReactNode): Promise<{ html: string; styleTag: ReactElement | null }> {
  const cache = createCache({ key: EMOTION_KEY })
  // Compat mode: rules go into cache.inserted (by name, once) rather than into inline tags.
  cache.compat = true
  const order: string[] = []
  const insert = cache.insert
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!order.includes(serialized.name)) order.push(serialized.name)
    return insert(selector, serialized, sheet, shouldCache)
  }

  const html = await new Promise<string>((resolve, reject) => {
    let output = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString()
        done()
      },
    })
    sink.on("finish", () => resolve(output))
    sink.on("error", reject)
    const { pipe } = renderToPipeableStream(<CacheProvider value={cache}>{body}</CacheProvider>, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: error => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)))
      },
    })
  })

  const ids = order.filter(name => typeof cache.inserted[name] === "string")
  const css = ids.map(name => cache.inserted[name]).join("")
  const styleTag = css ? (
    <style
      key="emotion-critical-css"
      {...{ [CRITICAL_CSS_ATTRIBUTE]: ids.join(" ") }}
      dangerouslySetInnerHTML={{ __html: css }}
    />
  ) : null
  return { html, styleTag }
}
