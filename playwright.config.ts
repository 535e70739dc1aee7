import { defineConfig } from "@playwright/test"
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)

/** Debian's Chromium against the build on Cloudflare's local runtime; the limits only end a stuck test. */
export default defineConfig({
  testDir: "e2e",
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0, // a guard in CI only: a test that needs it is a defect to fix
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS },
  },
  webServer: {
    // Its devtools on PORT + 1, so two test servers can run side by side; started again if it dies mid-suite.
    command: `node scripts/serve-tests.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
