#!/usr/bin/env node
/**
 * `npm run cms`: the editor offline: decap-server (which writes content/) and `gatsby develop`; if one stops, so does
 * the other. CMS_LOCAL_PORT moves decap-server from its default port 8081 (the config follows it).
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const { resolve } = createRequire(import.meta.url)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const decapEnv = { ...env, PORT: process.env.CMS_LOCAL_PORT || "8081", MODE: "fs", GIT_REPO_DIRECTORY: root }

const children = [
  spawn(process.execPath, [resolve("decap-server/dist/index.js")], { cwd: root, env: decapEnv, stdio: "inherit" }),
  spawn(process.execPath, [resolve("gatsby/cli.js"), "develop"], { cwd: root, env, stdio: "inherit" }),
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
