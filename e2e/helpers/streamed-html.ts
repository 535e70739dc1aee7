import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser } from "@playwright/test"
import { isLocal } from "./fixtures"

const PAUSE_MS = 50

/**
 * Where each block of the first screen starts in the HTML of `url` (a slow network's pieces end there). Laid out with
 * its inline scripts (its clock at `at`), without Gatsby's: the n-th element is the body's n-th start tag.
 */
async function firstScreenBlocks(browser: Browser, url: string, html: string, width: number, at: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  await page.clock.install({ time: at })
  await page.route(
    request => !isLocal(request) || request.pathname.endsWith(".js"),
    route => route.abort(),
  )
  await page.goto(url)
  const elements = await page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map(element => {
      const { display } = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const block = !display.startsWith("inline") && !["contents", "none"].includes(display)
      const seen = box.width > 0 && box.top < innerHeight && box.left < innerWidth && box.right > 0
      const inSvg = element instanceof SVGElement && !(element instanceof SVGSVGElement)
      const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      return { tag: element.tagName.toLowerCase(), firstScreenBlock: block && seen && !inSvg && visible }
    }),
  )
  await context.close()
  const tags: Array<{ tag: string; offset: number }> = []
  const startTag = /<([a-zA-Z][^\s/>]*)[^>]*>/g
  startTag.lastIndex = html.indexOf(">", html.indexOf("<body")) + 1
  for (let match = startTag.exec(html); match; match = startTag.exec(html)) {
    const tag = match[1].toLowerCase()
    tags.push({ tag, offset: match.index })
    if (["script", "style", "textarea", "title", "noscript"].includes(tag))
      startTag.lastIndex = html.indexOf(`</${tag}`, startTag.lastIndex)
  }
  // If the HTML and the page disagree, the offsets would be wrong: say so rather than test nothing.
  if (tags.some((tag, index) => tag.tag !== elements[index]?.tag)) throw new Error(`${url}: tags and elements differ`)
  return tags.filter((_, index) => elements[index].firstScreenBlock).map(tag => tag.offset)
}

/**
 * A proxy to `upstream` sending the HTML of `path` in pieces, cut before each first-screen block at `width` px and
 * `at`, the last held until `beforeLastPiece` resolves (a pause can pass without a paint); the rest passes whole.
 */
export async function serveInPieces(
  browser: Browser,
  { upstream, path, width, at }: { upstream: string; path: string; width: number; at: number },
  beforeLastPiece: () => Promise<void>,
) {
  const html = await (await fetch(new URL(path, upstream))).text()
  const cuts = await firstScreenBlocks(browser, new URL(path, upstream).href, html, width, at)
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? "/", upstream))
      response.statusCode = answer.status
      response.setHeader("content-type", answer.headers.get("content-type") ?? "application/octet-stream")
      if (new URL(request.url ?? "/", upstream).pathname !== path)
        return response.end(Buffer.from(await answer.arrayBuffer()))
      let sent = 0
      for (const cut of cuts) {
        response.write(html.slice(sent, cut))
        sent = cut
        await new Promise(resolve => setTimeout(resolve, PAUSE_MS))
      }
      await beforeLastPiece()
      response.end(html.slice(sent))
    })().catch((error: unknown) => {
      response.statusCode = 502
      response.end(String(error))
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // A request the page still has open must not hold the test until its timeout, as server.close() alone would.
    close: () =>
      new Promise<void>(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
