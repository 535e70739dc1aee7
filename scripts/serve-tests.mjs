#!/usr/bin/env node
/**
 * Serves the build for the browser tests as scripts/edge.mjs does, and restarts it when it stops serving: on a loaded
 * machine wrangler's dev proxy can lose its runtime mid-suite, and Playwright's webServer does not restart it.
 * Usage: node scripts/serve-tests.mjs --port 9100 [-- more arguments for wrangler pages dev]   (devtools on port + 1)
 */
import { execFileSync, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const separator = process.argv.indexOf("--", 2)
const wranglerArgs = separator < 0 ? [] : process.argv.slice(separator + 1)
const port = Number(process.argv[process.argv.indexOf("--port") + 1])
if (!Number.isInteger(port) || port <= 0 || port >= 65535) throw new Error("usage: serve-tests.mjs --port <port>")
const edge = fileURLToPath(new URL("edge.mjs", import.meta.url))
const edgeArgs = [edge, "--port", `${port}`, "--inspector-port", `${port + 1}`, ...wranglerArgs]
/** A server that keeps dying has a cause to fix, not to hide. */
const MAX_RESTARTS = 3

let server
let stopping = false
let restarts = 0
let answered = false
let failures = 0

function start() {
  answered = false
  failures = 0
  const current = spawn(process.execPath, edgeArgs, { stdio: "inherit" })
  server = current
  current.on("exit", (code, signal) => !stopping && current === server && restart(`exited (${signal ?? code})`))
}

/** wrangler, its node child and workerd: all of them, so the port is free again. */
function killTree(pid) {
  try {
    const children = execFileSync("pgrep", ["-P", `${pid}`], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
    for (const child of children) killTree(Number(child))
  } catch {
    // pgrep exits 1 when there is no child.
  }
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

function stop(code) {
  stopping = true
  if (server) killTree(server.pid)
  process.exit(code)
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0))
start()
// Every 2 s, one check at a time; three failures in a row, once it had answered, mean it is dead.
for (;;) {
  await new Promise(resolve => setTimeout(resolve, 2_000))
  if (stopping || !server) continue
  try {
    await fetch(`http://localhost:${port}/robots.txt`, { signal: AbortSignal.timeout(20_000) })
    answered = true
    failures = 0
  } catch {
    if (answered && ++failures >= 3) restart("stopped answering")
  }
}
