#!/usr/bin/env node
/**
 * Starts `gatsby develop`, opens every route in Debian's Chromium, scrolls
 * through it (so every section's code arrives and hydrates) and fails when
 * the browser console shows a warning or an error: React's development
 * warnings (unknown DOM props, hydration mismatches, keys) only show there.
 * Usage: node scripts/check-develop-console.mjs [--port 8123]
 */
import { spawn } from "node:child_process"
import { chromium } from "@playwright/test"
import CHROMIUM_FLAGS from "./chromium-flags.json" with { type: "json" }

const args = process.argv.slice(2)
const port = Number(args[args.indexOf("--port") + 1] || 8123)
const ROUTES = [
  "/",
  "/semana-cliente",
  "/obrigado",
  "/politica-de-privacidade",
  "/termos-de-uso",
  "/rota-que-nao-existe",
]
const base = `http://localhost:${port}`

const develop = spawn("npx", ["gatsby", "develop", "--port", String(port)], {
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
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 100)))
    }
  })
  await page.waitForLoadState("networkidle")
  console.log(`${messages.length === 0 ? "ok  " : "FAIL"} ${route}`)
  for (const message of messages) console.log(`     ${message}`)
  problems += messages.length
  await page.close()
}
await browser.close()
stop()
process.exit(problems === 0 ? 0 : 1)
