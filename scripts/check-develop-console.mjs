#!/usr/bin/env node
/**
 * Starts `gatsby develop`, opens every route in Debian's Chromium, scrolls
 * through it (so every section's code arrives and hydrates) and fails when
 * the browser console shows a warning or an error: React's development
 * warnings (unknown DOM props, hydration mismatches, keys) only show there.
 * Usage: node scripts/check-develop-console.mjs [--port 8123]
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import CHROMIUM_FLAGS from "./chromium-flags.json" with { type: "json" }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(path.join(root, "package.json"))

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const port = Number(option("port", "8123"))
if (!Number.isInteger(port) || port <= 0 || port > 65535)
  throw new Error(`--port must be a port number, not "${option("port")}"`)
const ROUTES = [
  "/",
  "/semana-cliente",
  "/obrigado",
  "/politica-de-privacidade",
  "/termos-de-uso",
  "/rota-que-nao-existe",
]
const base = `http://localhost:${port}`

// The project's own gatsby, as scripts/cms.mjs runs it (no npx lookup).
const develop = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--port", String(port)], {
  cwd: root,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-develop.pid, "SIGTERM")
  } catch {
    // Already gone.
  }
}
process.on("exit", stop)

await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("gatsby develop did not start within 6 minutes")), 360_000)
  const watch = chunk => {
    if (/You can now view|View site in the browser/i.test(String(chunk))) {
      clearTimeout(timer)
      resolve()
    }
  }
  develop.stdout.on("data", watch)
  develop.stderr.on("data", watch)
  develop.on("exit", code => reject(new Error(`gatsby develop exited with ${code}`)))
})

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
})
let problems = 0
for (const route of ROUTES) {
  const page = await browser.newPage()
  const messages = []
  page.on("console", message => {
    if (message.type() !== "warning" && message.type() !== "error") return
    // The unknown route answers 404 on purpose; develop's client then shows the 404 page.
    if (route === "/rota-que-nao-existe" && /status of 404/.test(message.text())) return
    messages.push(`${message.type()}: ${message.text().slice(0, 400)}`)
  })
  page.on("pageerror", error => messages.push(`uncaught: ${error.message}`))
  // Nothing leaves the machine: third-party requests get an empty answer.
  await page.route(
    url => !url.toString().startsWith(base),
    route => route.fulfill({ status: 204, body: "" }),
  )
  await page.goto(`${base}${route}`, { waitUntil: "networkidle", timeout: 180_000 })
  // Through the page one screenful at a time, each drawn (two frames) before the next, as scrollThroughPage in e2e/helpers/page-checks.ts does.
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.8)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" })
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  // Then every late section has hydrated (their React warnings come then), going back to any
  // passed before its observer was in place; the page stays open until they have.
  const waiting = page.locator("main > section[id]:not([data-hydrated])")
  for (const id of await waiting.evaluateAll(sections => sections.map(section => section.id))) {
    await page.locator(`main > section[id="${id}"]`).scrollIntoViewIfNeeded()
    await page.locator(`main > section[id="${id}"][data-hydrated]`).waitFor({ state: "attached", timeout: 60_000 })
  }
  console.log(`${messages.length === 0 ? "ok  " : "FAIL"} ${route}`)
  for (const message of messages) console.log(`     ${message}`)
  problems += messages.length
  await page.close()
}
await browser.close()
stop()
process.exit(problems === 0 ? 0 : 1)
