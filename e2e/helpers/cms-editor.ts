/** The writers' editor: /admin/ of the build, logged in to decap-server working in a throwaway copy of content/. */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"
import { watchCsp } from "./page-checks"
import type { CmsConfig } from "../../plugins/cms-admin/cms-types"

export const ROOT = path.join(__dirname, "..", "..")

/** The configuration the build wrote (JSON after its comment line). */
export function builtConfig(): CmsConfig {
  const text = fs.readFileSync(path.join(ROOT, "public", "admin", "config.yml"), "utf8")
  return JSON.parse(text.slice(text.indexOf("\n") + 1)) as CmsConfig
}

let server: ChildProcess | undefined
let repo = ""
export const cmsRepo = () => repo
/** The editor asks the configured port; the test's backend listens beside the suite's own (suites side by side). */
const configured = new URL(builtConfig().local_backend.url)
const backendUrl = new URL(configured.href.replace(configured.port, String(Number(process.env.E2E_PORT ?? 9100) + 60)))

async function backendRepo(): Promise<string | undefined> {
  try {
    const response = await fetch(backendUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    return ((await response.json()) as { repo?: string }).repo
  } catch {
    return undefined
  }
}

export const inRepo = (file: string) => path.join(repo, file)
export const read = (file: string) => fs.readFileSync(inRepo(file), "utf8")

/** One decap-server on the config's port, in a fresh copy of content/ (a spec's tests share it, in order). */
export async function startCmsBackend(): Promise<void> {
  if (await backendRepo()) throw new Error(`port ${backendUrl.port} is taken: stop the decap-server running there`)
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))
  fs.cpSync(path.join(ROOT, "content"), inRepo("content"), { recursive: true })
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: backendUrl.port, MODE: "fs", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "error" },
    stdio: "ignore",
  })
  await expect.poll(backendRepo).toBe(path.basename(repo))
}

export function stopCmsBackend(): void {
  server?.kill()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
}

/** Opens an entry of the editor, logged in to the local backend; collects CSP violations. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<string[]> {
  const violations = await watchCsp(page)
  await page.route(`${configured.origin}/**`, route =>
    route.continue({ url: route.request().url().replace(configured.origin, backendUrl.origin) }),
  )
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`)
  await page.getByRole("button", { name: "Entrar" }).click()
  return violations
}

/** Expands a collapsed list item by its summary. */
export async function expandItem(page: Page, summary: string): Promise<void> {
  // The item's first button toggles it; Decap gives it no name.
  await page.getByText(summary, { exact: true }).locator("xpath=..").getByRole("button").first().click()
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click()
  await page.getByText("Publicar agora").click()
}
