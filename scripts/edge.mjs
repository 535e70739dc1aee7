#!/usr/bin/env node
/**
 * Serves public/ offline on Cloudflare's local runtime with wrangler.toml's bindings, after the D1 migrations.
 * Usage: npm run edge [-- --port 9000 --binding KEY=VALUE …] (to wrangler pages dev; --persist-to also migrates there)
 */
import { spawn, spawnSync } from "node:child_process"
import { createRequire } from "node:module"

const WRANGLER = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js")
const args = process.argv.slice(2)
// Offline: no metrics, no update check (the banner's), no fetch of the Request.cf sample.
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
}
const persist = args.indexOf("--persist-to")
const persistArgs = persist >= 0 ? args.slice(persist, persist + 2) : []

const migrate = [WRANGLER, "d1", "migrations", "apply", "DB", "--local", ...persistArgs]
const migrations = spawnSync(process.execPath, migrate, { stdio: "inherit", env })
if (migrations.status !== 0) process.exit(migrations.status ?? 1)

const serve = [WRANGLER, "pages", "dev", "--show-interactive-dev-session=false", ...args]
const server = spawn(process.execPath, serve, { stdio: "inherit", env })
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal))
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
