#!/usr/bin/env node
/**
 * Serves the build for the browser tests with Cloudflare's local runtime, as
 * `npm run edge` does (scripts/edge.mjs: the local database's migrations, then
 * `wrangler pages dev`), and starts it again when it stops serving before the
 * tests are done. On a loaded 2-core machine wrangler 4.86's dev proxy lost
 * its runtime mid-suite ("Error inside ProxyWorker: Network connection lost"):
 * wrangler then either exits or stays up refusing every connection, and
 * Playwright's webServer restarts neither, so every later test failed against
 * a dead port. A test that ran during a restart fails once and is retried
 * (CI runs with one retry).
 * Usage: node scripts/serve-tests.mjs --port 9100   (its devtools on port + 1)
 *        node scripts/serve-tests.mjs --port 9420 -- --binding KEY=VALUE …   (more arguments for wrangler)
 */
import { execFileSync, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const separator = process.argv.indexOf("--", 2)
const args = separator < 0 ? process.argv.slice(2) : process.argv.slice(2, separator)
/** Passed on to wrangler pages dev: bindings, another folder to serve (the A/B spec's variant). */
const wranglerArgs = separator < 0 ? [] : process.argv.slice(separator + 1)
const portIndex = args.indexOf("--port")
const port = Number(portIndex >= 0 ? args[portIndex + 1] : NaN)
if (!Number.isInteger(port) || port <= 0 || port >= 65535) throw new Error("usage: serve-tests.mjs --port <port>")

const EDGE = fileURLToPath(new URL("edge.mjs", import.meta.url))
/** Restarts allowed: a server that keeps dying has a cause to fix, not to hide. */
const MAX_RESTARTS = 3
/** How often the site is asked for, and how long an answer may take on a busy machine. */
const CHECK_EVERY_MS = 2_000
const ANSWER_WITHIN_MS = 20_000
/** Failed checks in a row, after the server had answered, that count as dead. */
const DEAD_AFTER = 3

let server
let stopping = false
let restarts = 0
let answered = false
let failures = 0

function start() {
  answered = false
  failures = 0
  const edgeArgs = ["--port", String(port), "--inspector-port", String(port + 1), ...wranglerArgs]
  server = spawn(process.execPath, [EDGE, ...edgeArgs], { stdio: "inherit" })
  const current = server
  current.on("exit", (code, signal) => {
    if (!stopping && current === server) restart(`exited (${signal ?? code})`)
  })
}

/** wrangler, its node child and workerd: all of them, so the port is free again. */
function killTree(pid) {
  let children = []
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
  } catch {
    // pgrep exits 1 when there is no child.
  }
  for (const child of children) killTree(Number(child))
  try {
    process.kill(pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

function restart(why) {
  if (restarts >= MAX_RESTARTS) {
    console.error(`serve-tests: wrangler pages dev ${why}, after ${restarts} restart(s): giving up`)
    stop(1)
  }
  restarts += 1
  console.error(`serve-tests: wrangler pages dev ${why}; starting it again (${restarts}/${MAX_RESTARTS})`)
  const dead = server
  server = undefined
  killTree(dead.pid)
  start()
}

async function check() {
  if (stopping || !server) return
  try {
    await fetch(`http://localhost:${port}/robots.txt`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
    answered = true
    failures = 0
  } catch {
    if (answered && ++failures >= DEAD_AFTER) restart("stopped answering")
  }
}

function stop(code) {
  stopping = true
  if (server) killTree(server.pid)
  process.exit(code)
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0))

start()
// One check at a time: a slow answer never overlaps the next.
;(async function watch() {
  for (;;) {
    await new Promise(resolve => setTimeout(resolve, CHECK_EVERY_MS))
    await check()
  }
})()
