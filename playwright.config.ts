import { defineConfig } from "@playwright/test"
// Debian's Chromium as root, offline: the same flags as the bench (scripts/bench.mjs).
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)
// Cloudflare's local runtime (wrangler.toml) serves the build: the host's own headers, redirects and 404s.
// Its devtools port sits next to the site's, so two test servers can run side by side. Offline: no metrics,
// no update check (the banner's), no fetch of the Request.cf sample.
const SERVE = `npx wrangler pages dev --port ${PORT} --inspector-port ${PORT + 1} --show-interactive-dev-session=false`

/** Browser tests run Debian's Chromium against the production build (npm run build first). */
export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: SERVE,
    env: { WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // workerd takes a while to start on a loaded 2-core machine.
    timeout: 120_000,
  },
})
