import { defineConfig } from "@playwright/test"
// Debian's Chromium as root, offline: the same flags as the bench (scripts/bench.mjs).
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)

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
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
