import { chromium } from "@playwright/test"
import flags from "/work/main/scripts/chromium-flags.json" with { type: "json" }
const [, , url, width, out, selector] = process.argv
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: flags })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.route(
  u => !u.toString().includes("localhost"),
  r => r.fulfill({ status: 200, body: "" }),
)
await page.goto(url)
if (selector) {
  await page.locator(selector).scrollIntoViewIfNeeded()
  await page.waitForTimeout(1500)
  await page.locator(selector).screenshot({ path: out })
} else await page.screenshot({ path: out, fullPage: false })
await browser.close()
