/** Serves a build with Cloudflare's local runtime (wrangler), as npm start and the browser tests do. */
import { spawn } from "node:child_process"
import path from "node:path"
import { ROOT } from "./config.mjs"

export async function serve(publicDir, port, inspectorPort) {
  // Another server already on the port would be measured instead of this build.
  const stale = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`Port ${port} is already in use: stop that server or pass --port`)
  // Cloudflare's local runtime, as npm start and the browser tests serve (wrangler.toml: compatibility date).
  const args = ["pages", "dev", publicDir, "--port", String(port), "--inspector-port", String(inspectorPort)]
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/wrangler"),
    [...args, "--show-interactive-dev-session=false"],
    {
      cwd: ROOT,
      // Offline: no metrics, no update check, no fetch of the Request.cf sample.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  )
  let errors = ""
  child.stderr.on("data", chunk => (errors += chunk))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`The static server on port ${port} did not start: ${errors}`)
}
