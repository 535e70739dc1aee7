import { RENDER_ALL_ATTRIBUTE } from "../../src/lib/browser/scroll"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"
import { DURING_WEEK, setClock } from "../helpers/week"

/**
 * Blocks far below the first screen skip layout and paint until the visitor nears them (src/ui/offscreen.ts), and
 * all render while an in-page link scrolls (src/lib/browser/scroll.ts). Below: blocks far down at 375 × 800; a
 * section's lists and grids skip on their own (the section after the hero renders on load, not its cards).
 */
const BLOCKS_FAR_BELOW: Partial<Record<string, string[]>> = {
  "/": ["#pain-vs-path > div > :nth-child(2)", "#rodape"],
  "/semana-cliente": ["#stop > div > ul", "#guarantee", "#final-cta", "#rodape"],
  "/politica-de-privacidade": ["#contato", "#rodape"],
  "/termos-de-uso": ["article section[aria-label]", "#rodape"],
}

const ROUTES = [...Object.keys(BLOCKS_FAR_BELOW), "/obrigado", "/404"]

// A block's content is skipped when its first child is (checkVisibility is false for a box the browser skips).
const rendered = (selector: string) =>
  document.querySelector(selector)?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? null

/**
 * Once an in-page scroll stops, the blocks it passed skip again at the size remembered meanwhile: one laid out
 * differently while forced to render (margins collapsing through it) would shrink the page above the target. And a
 * skipping block clips its paint at its edge plus `overflow-clip-margin`: a glow reaching past shows cut off.
 */
for (const route of ROUTES) {
  test(`${route}: far blocks skip rendering until near; each keeps its height while a link scrolls; no glow is cut at their edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await setClock(page, DURING_WEEK)
    await page.goto(route)
    await pageHydrated(page)
    const far = BLOCKS_FAR_BELOW[route] ?? []
    for (const selector of far) {
      // More than two screens down: out of the browser's margin around the viewport.
      const block = page.locator(selector)
      expect(await block.evaluate(element => getComputedStyle(element).contentVisibility), selector).toBe("auto")
      expect(await block.evaluate(element => element.getBoundingClientRect().top), selector).toBeGreaterThan(2 * 800)
      expect(await page.evaluate(rendered, selector), `${selector} on load`).toBe(false)
    }
    await page.evaluate(name => document.documentElement.setAttribute(name, ""), RENDER_ALL_ATTRIBUTE)
    for (const selector of far)
      await expect.poll(() => page.evaluate(rendered, selector), `${selector} during an in-page scroll`).toBe(true)
    await page.evaluate(name => document.documentElement.removeAttribute(name), RENDER_ALL_ATTRIBUTE)

    const mismatches = await page.evaluate(async renderAll => {
      const twoFrames = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const blocks = [...document.body.querySelectorAll("*")].filter(
        element => getComputedStyle(element).contentVisibility === "auto" && element.getClientRects().length > 0,
      )
      const height = (element: Element) => Math.round(element.getBoundingClientRect().height * 2) / 2
      const rendered = (block: Element) =>
        block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true
      const scrollTo = async (block: Element) => {
        block.scrollIntoView({ block: "start" })
        while (!rendered(block)) await twoFrames()
        await twoFrames()
      }
      // The first pass renders each block once, so a block holding others gets their real sizes.
      for (const block of blocks) await scrollTo(block)
      const onScreen: number[] = []
      for (const block of blocks) {
        await scrollTo(block)
        onScreen.push(height(block))
      }
      document.documentElement.setAttribute(renderAll, "")
      await twoFrames()
      const whileScrolling = blocks.map(height)
      document.documentElement.removeAttribute(renderAll)
      await twoFrames()
      const afterwards = blocks.map(height)
      const name = (block: Element) => block.id || `${block.tagName.toLowerCase()} in #${block.closest("[id]")?.id}`
      return blocks
        .map((block, i) => ({
          block: name(block),
          onScreen: onScreen[i],
          whileScrolling: whileScrolling[i],
          afterwards: afterwards[i],
        }))
        .filter(({ onScreen, whileScrolling, afterwards }) => whileScrolling !== onScreen || afterwards !== onScreen)
        .concat(
          blocks.length ? [] : [{ block: "(no skipping block found)", onScreen: 0, whileScrolling: 0, afterwards: 0 }],
        )
    }, RENDER_ALL_ATTRIBUTE)
    expect(mismatches).toEqual([])

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const cut = await page.evaluate(renderAll => {
        const blocks = [...document.body.querySelectorAll("*")].filter(
          element => getComputedStyle(element).contentVisibility === "auto",
        )
        document.documentElement.setAttribute(renderAll, "")
        const found: string[] = []
        for (const block of blocks) {
          const margin = parseFloat(getComputedStyle(block).overflowClipMargin) || 0
          const edge = block.getBoundingClientRect()
          for (const element of block.querySelectorAll("*")) {
            const shadows = getComputedStyle(element).boxShadow
            if (shadows === "none" || !element.getClientRects().length) continue
            const box = element.getBoundingClientRect()
            for (const [, x, y, blur, spread, inset] of shadows.matchAll(
              /(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px( inset)?/g,
            )) {
              if (inset) continue
              const [X, Y, B, S] = [x, y, blur, spread].map(Number)
              // A shadow is the box moved by (X, Y), grown by S, and blurred over B past that.
              const past = {
                top: edge.top - margin - (box.top + Y - S - B),
                bottom: box.bottom + Y + S + B - (edge.bottom + margin),
                left: edge.left - margin - (box.left + X - S - B),
                right: box.right + X + S + B - (edge.right + margin),
              }
              for (const [side, by] of Object.entries(past))
                if (by > 0.5)
                  found.push(
                    `${element.className} in #${block.closest("[id]")?.id}: ${Math.round(by)} px past the ${side}`,
                  )
            }
          }
        }
        document.documentElement.removeAttribute(renderAll)
        return found
      }, RENDER_ALL_ATTRIBUTE)
      expect(cut, `at ${width} px`).toEqual([])
    }
  })
}
