#!/usr/bin/env node
/**
 * `npm run cms`: the writers' editor offline. Starts Decap's local backend
 * (decap-server, which reads and writes the files in content/) and
 * `gatsby develop` (the live preview on http://localhost:8000 and the editor
 * at http://localhost:8000/admin/). Ctrl+C stops both; if one stops, so does
 * the other. CMS_LOCAL_PORT moves decap-server from its default port 8081
 * (the generated config follows it).
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const require = createRequire(path.join(root, "package.json"))
const port = process.env.CMS_LOCAL_PORT || "8081"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: { ...env, PORT: port, MODE: "fs", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop"], { cwd: root, env, stdio: "inherit" }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}

for (const child of children) child.on("exit", code => stopAll(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))

console.log(`\nEditor: http://localhost:8000/admin/  ·  Preview: http://localhost:8000  ·  Ctrl+C stops both\n`)
