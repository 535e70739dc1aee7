#!/usr/bin/env node
/**
 * Under `gatsby develop`, opens every route in Chromium, scrolls until every section has hydrated, and fails on any
 * console warning or error: React's development warnings only show there. Usage: [--port 8123]
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import CHROMIUM_FLAGS from "./chromium-flags.json" with { type: "json" }

const { port } = parseArgs({ options: { port: { type: "string", default: "8123" } } }).values
const base = `http://localhost:${Number(port)}`
const MISSING = "/rota-que-nao-existe"
const ROUTES = ["/", "/semana-cliente", "/obrigado", "/politica-de-privacidade", "/termos-de-uso", MISSING]

const gatsby = createRequire(import.meta.url).resolve("gatsby/cli.js")
const develop = spawn(process.execPath, [gatsby, "develop", "--port", port], {
  cwd: fileURLToPath(new URL("..", import.meta.url)),
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
})
process.on("exit", () => {
  try {
    process.kill(-develop.pid, "SIGTERM")
  } catch {
    // Already gone.
  }
})
// The browser starts while gatsby builds its bundle.
const [browser] = await Promise.all([
  chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS }),
  new Promise((resolve, reject) => {
    const watch = chunk => /You can now view/i.test(String(chunk)) && resolve()
    develop.stdout.on("data", watch)
    develop.stderr.on("data", watch)
    develop.on("exit", code => reject(new Error(`gatsby develop exited with ${code}`)))
    setTimeout(() => reject(new Error("gatsby develop did not start within 6 minutes")), 360_000).unref()
  }),
])

async function check(route) {
  const page = await browser.newPage()
  const messages = []
  page.on("console", message => {
    if (message.type() !== "warning" && message.type() !== "error") return
    // The unknown route answers 404 on purpose; develop's client then shows the 404 page.
    if (route === MISSING && /status of 404/.test(message.text())) return
    messages.push(`${message.type()}: ${message.text().slice(0, 400)}`)
  })
  page.on("pageerror", error => messages.push(`uncaught: ${error.message}`))
  // Nothing leaves the machine: third-party requests get an empty answer.
  await page.route(
    url => !url.href.startsWith(base),
    request => request.fulfill({ status: 204, body: "" }),
  )
  await page.goto(`${base}${route}`, { timeout: 180_000 })
  // The cookie banner's code has run (a first visit): the page has mounted and its idle-time code has come.
  await page.locator("html[data-consent]").waitFor({ state: "attached", timeout: 120_000 })
  // One screenful at a time, each drawn (two frames) before the next.
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      scrollTo({ top: y, behavior: "instant" })
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  // Every late section has hydrated; one passed before its observer was in place is scrolled back to.
  const waiting = page.locator("main > section[id]:not([data-hydrated])")
  for (const id of await waiting.evaluateAll(sections => sections.map(section => section.id))) {
    await page.locator(`main > section[id="${id}"]`).scrollIntoViewIfNeeded()
    await page.locator(`main > section[id="${id}"][data-hydrated]`).waitFor({ state: "attached", timeout: 60_000 })
  }
  await page.close()
  return [`${messages.length === 0 ? "ok  " : "FAIL"} ${route}`, ...messages.map(message => `     ${message}`)]
}

const reports = await Promise.all(ROUTES.map(check))
await browser.close()
console.log(reports.flat().join("\n"))
process.exit(reports.every(lines => lines.length === 1) ? 0 : 1)
