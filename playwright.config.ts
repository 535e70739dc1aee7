import { defineConfig } from "@playwright/test"
// Debian's Chromium as root, offline: the same flags as the bench (scripts/bench.mjs).
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)
// Cloudflare's local runtime (wrangler.toml) serves the build: the host's own headers, redirects and 404s.
// Its devtools port sits next to the site's, so two test servers can run side by side; started again if it
// exits mid-suite (scripts/serve-tests.mjs).
const SERVE = `node scripts/serve-tests.mjs --port ${PORT}`

/**
 * Browser tests run Debian's Chromium against the production build (npm run build first).
 * The specs are grouped by page under e2e/; their helpers are in e2e/helpers/.
 * Tests wait for what marks a state, never for a fixed time; the limits below only
 * end a test that is stuck, and are generous so a busy machine does not fail one.
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 90_000,
  expect: { timeout: 30_000 },
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
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // workerd takes a while to start on a loaded 2-core machine.
    timeout: 120_000,
  },
})
