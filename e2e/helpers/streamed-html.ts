import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser } from "@playwright/test"
import { isLocal } from "./fixtures"

/**
 * A slow network delivers a page's HTML in pieces, and the browser paints what it has between
 * them. These helpers replay that: they find where each block of the first screen starts in the
 * built HTML, and serve the page through a local proxy that pauses before each of them.
 */

// Their content is text, not tags (a <noscript>'s too, where scripts run).
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "noscript"])

/** Each start tag inside <body>, in document order: its name and where it starts in the HTML. */
function bodyStartTags(html: string): Array<{ tag: string; offset: number }> {
  const tags: Array<{ tag: string; offset: number }> = []
  const startTag = /<([a-zA-Z][^\s/>]*)[^>]*>/g
  startTag.lastIndex = html.indexOf(">", html.indexOf("<body")) + 1
  for (let match = startTag.exec(html); match; match = startTag.exec(html)) {
    const tag = match[1].toLowerCase()
    tags.push({ tag, offset: match.index })
    if (RAW_TEXT.has(tag)) startTag.lastIndex = html.indexOf(`</${tag}`, startTag.lastIndex)
  }
  return tags
}

/**
 * Where each block of the first screen starts in `html`: the offsets of their start tags.
 * The page is laid out with its inline scripts (which pick the offers' state) but without
 * Gatsby's, so nothing hydrates: its elements are the HTML's tags, the n-th element the n-th tag.
 * Its clock stands at `at`, the page's date in the test.
 */
export async function firstScreenBlockOffsets(
  browser: Browser,
  url: string,
  html: string,
  viewport: { width: number; height: number },
  at: number,
): Promise<number[]> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.clock.install({ time: at })
    await page.route(
      request => !isLocal(request.href) || request.pathname.endsWith(".js"),
      route => route.abort(),
    )
    await page.goto(url)
    const elements = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")].map(element => {
        const display = getComputedStyle(element).display
        const inSvg = element instanceof SVGElement && !(element instanceof SVGSVGElement)
        const box = element.getBoundingClientRect()
        return {
          tag: element.tagName.toLowerCase(),
          // Block-level: a paragraph, a card, a row. Inline content (a word, a key cap, a pill) arrives
          // with its line, as text does.
          block: !inSvg && !display.startsWith("inline") && !["contents", "none"].includes(display),
          // Seen on the first screen: not hidden (a closed dialog) nor beside it (a carousel's next slide).
          firstScreen:
            box.width > 0 &&
            box.top < window.innerHeight &&
            box.left < window.innerWidth &&
            box.right > 0 &&
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        }
      }),
    )
    const tags = bodyStartTags(html)
    // If the HTML and the page disagree, the offsets would be wrong: say so rather than test nothing.
    if (tags.some((tag, index) => tag.tag !== elements[index]?.tag))
      throw new Error(`${url}: the HTML's start tags do not match the page's elements one to one`)
    return tags.filter((_, index) => elements[index].block && elements[index].firstScreen).map(tag => tag.offset)
  } finally {
    await context.close()
  }
}

/** Gives the browser a chance to parse each piece on its own; no assertion depends on it. */
const PAUSE_BETWEEN_PIECES_MS = 50

/**
 * A proxy to `upstream` that sends `html` for `path` in pieces, cut at `offsets`, pausing 50 ms
 * after each piece and holding the last one until `beforeLastPiece` resolves (the test waits for
 * the browser's first paint there: on a busy machine a 50 ms pause can pass without one);
 * everything else passes through whole.
 */
export async function serveInPieces(
  upstream: string,
  path: string,
  html: string,
  offsets: readonly number[],
  { beforeLastPiece = async () => {} }: { beforeLastPiece?: () => Promise<void> } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const pass = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? "/", upstream))
    response.statusCode = answer.status
    response.setHeader("content-type", answer.headers.get("content-type") ?? "application/octet-stream")
    if (new URL(request.url ?? "/", upstream).pathname !== path) {
      response.end(Buffer.from(await answer.arrayBuffer()))
      return
    }
    let sent = 0
    for (const offset of offsets) {
      response.write(html.slice(sent, offset))
      sent = offset
      await new Promise(resolve => setTimeout(resolve, PAUSE_BETWEEN_PIECES_MS))
    }
    await beforeLastPiece()
    response.end(html.slice(sent))
  }
  const server = createServer((request, response) => {
    pass(request, response).catch((error: unknown) => {
      response.statusCode = 502
      response.end(String(error))
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    // The test is over: a request the page still has open (one the proxy is still fetching from
    // upstream) must not hold the test until its timeout, which server.close() alone would.
    close: () =>
      new Promise(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
