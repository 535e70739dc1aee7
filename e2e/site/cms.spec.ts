/**
 * The writers' editor at /admin/ (Decap CMS) against the project's own
 * decap-server, running in a throwaway copy of content/: what a writer saves
 * lands in the files on disk, changes nothing else, and the form refuses what
 * the build would refuse, with the build's message.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { scrollThroughPage, sectionsHydrated, watchCsp } from "../helpers/page-checks"
import type { CmsConfig } from "../../plugins/cms-admin/cms-types"
import { checkCmsSave } from "../../plugins/cms-admin/cms-validate"
import { PRICE_OR_FIGURE_MESSAGE } from "../../plugins/content-model/schemas/fields"

// One decap-server on one port: this file's tests share it, in order.
test.describe.configure({ mode: "serial" })

const ROOT = path.join(__dirname, "..", "..")

/** The configuration the build wrote (JSON after its comment line). */
function builtConfig(): CmsConfig {
  const text = fs.readFileSync(path.join(ROOT, "public", "admin", "config.yml"), "utf8")
  return JSON.parse(text.slice(text.indexOf("\n") + 1)) as CmsConfig
}

let repo = ""
let server: ChildProcess | undefined
const backendUrl = new URL(builtConfig().local_backend.url)

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

const inRepo = (file: string) => path.join(repo, file)
const read = (file: string) => fs.readFileSync(inRepo(file), "utf8")

test.beforeAll(async () => {
  if (await backendRepo()) throw new Error(`port ${backendUrl.port} is taken: stop the decap-server running there`)
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))
  fs.cpSync(path.join(ROOT, "content"), inRepo("content"), { recursive: true })
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: backendUrl.port, MODE: "fs", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "error" },
    stdio: "ignore",
  })
  await expect.poll(backendRepo).toBe(path.basename(repo))
})

test.afterAll(() => {
  server?.kill()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

/** Opens an entry of the editor, logged in to the local backend; collects CSP violations. */
async function openEntry(page: Page, collection: string, entry: string): Promise<string[]> {
  const violations = await watchCsp(page)
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`)
  await page.getByRole("button", { name: "Entrar" }).click()
  return violations
}

/** Expands a collapsed list item by its summary. */
async function expandItem(page: Page, summary: string): Promise<void> {
  // The item's first button toggles it; Decap gives it no name.
  await page.getByText(summary, { exact: true }).locator("xpath=..").getByRole("button").first().click()
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click()
  await page.getByText("Publicar agora").click()
}

test("a writer edits the first phase's title and publishes: the phases file holds it, nothing else changes", async ({
  page,
}) => {
  // A field the form does not show must survive the save.
  const file = "content/data/journey.json"
  const data = JSON.parse(read(file)) as { phases: Array<Record<string, unknown>> }
  data.phases[1] = { ...data.phases[1], internalNote: "fica como está" }
  fs.writeFileSync(inRepo(file), `${JSON.stringify(data, null, 2)}\n`)
  const before = read(file)
  const first = data.phases[0] as { number: string; title: string }

  const violations = await openEntry(page, "data", "journey")
  await expandItem(page, `${first.number} · ${first.title}`)
  const title = page.getByRole("textbox", { name: "Título", exact: true }).first()
  await expect(title).toHaveValue(first.title)
  await title.fill("Fundamentos da IA, do zero")
  await publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect.poll(() => read(file)).not.toBe(before)
  const after = read(file)
  expect((JSON.parse(after) as typeof data).phases[0].title).toBe("Fundamentos da IA, do zero")
  // Byte for byte: the repo's formatting, the writer's order and the hidden field are kept.
  expect(after).toBe(before.replace(`"title": "${first.title}"`, `"title": "Fundamentos da IA, do zero"`))
  expect(violations).toEqual([])
})

test("a price written without its thousands dot and with one decimal is refused in the form with the build's message", async ({
  page,
}) => {
  const file = "content/data/plans.json"
  const before = read(file)
  const plus = (JSON.parse(before) as { plans: Array<{ name: string; price: string }> }).plans[0]

  await openEntry(page, "data", "plans")
  await expandItem(page, `${plus.name} · ${plus.price}`)
  // The plan's own price, miswritten: no thousands dot, one decimal digit.
  await page
    .getByRole("textbox", { name: "Preço", exact: true })
    .first()
    .fill(`${plus.price.replace(".", "")},0`)
  await publish(page)

  // Decap words it "Preço não corresponde com o padrão: <the build's message>."
  await expect(
    page.getByRole("listitem").filter({ hasText: `Preço não corresponde com o padrão: ${PRICE_OR_FIGURE_MESSAGE}` }),
  ).toBeVisible()
  expect(read(file)).toBe(before)
})

test("a copy file keeps its shape: only the edited frontmatter line changes", async ({ page }) => {
  const file = "content/copy/home/journey.mdx"
  const before = read(file)
  const oldTitle = /^title: (.*)$/m.exec(before)?.[1] ?? ""
  expect(oldTitle).not.toBe("")

  await openEntry(page, "copy-home", "journey")
  const title = page.getByRole("textbox", { name: "Título", exact: true })
  await expect(title).not.toHaveValue("")
  await title.fill("Sua jornada em 7 fases")
  await publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect.poll(() => read(file)).not.toBe(before)
  // page and section (not shown) and the Markdown body (not touched) are kept as they were.
  expect(read(file)).toBe(before.replace(`title: ${oldTitle}`, "title: Sua jornada em 7 fases"))
})

/** Answers the save check as `npm run cms` does at /admin/validate (gatsby develop), from the test's copy of content/. */
async function checkSavesLikeTheBuild(page: Page): Promise<void> {
  await page.route("**/admin/validate", async route => {
    const { path: saved, data } = route.request().postDataJSON() as { path: string; data: Record<string, unknown> }
    await route.fulfill({ json: checkCmsSave(repo, saved, data) })
  })
}

test("an image uploaded for a portfolio project lands in its folder, with the relative path the build resolves", async ({
  page,
}) => {
  await checkSavesLikeTheBuild(page)
  const file = "content/data/portfolio.json"
  const first = (JSON.parse(read(file)) as { projects: Array<{ name: string; implementationValue: string }> })
    .projects[0]

  const violations = await openEntry(page, "data", "portfolio")
  await expandItem(page, `${first.name} · ${first.implementationValue}`)
  await page.getByRole("button", { name: "Escolha uma imagem diferente" }).first().click()
  const chooser = page.waitForEvent("filechooser")
  await page.getByText("Enviar novo").click()
  await (
    await chooser
  ).setFiles({
    name: "novo-projeto.png",
    mimeType: "image/png",
    buffer: fs.readFileSync(path.join(ROOT, "docs", "cms-editor.png")),
  })
  await page.getByRole("button", { name: "Escolher selecionado" }).click()
  await publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect
    .poll(() => (JSON.parse(read(file)) as { projects: Array<{ image: string }> }).projects[0].image)
    .toBe("../images/portfolio/novo-projeto.png")
  expect(fs.existsSync(inRepo("content/images/portfolio/novo-projeto.png"))).toBe(true)
  expect(checkCmsSave(repo, file, JSON.parse(read(file)) as Record<string, unknown>)).toEqual({ file: [], others: [] })
  expect(violations).toEqual([])
})

test("a save that breaks a figure the build checks across fields is refused with the build's message", async ({
  page,
}) => {
  await checkSavesLikeTheBuild(page)
  const file = "content/data/renewalOffer.json"
  const before = read(file)
  const max = (
    JSON.parse(read("content/data/plans.json")) as { plans: Array<{ id: string; price: string }> }
  ).plans.find(plan => plan.id === "max")!

  await openEntry(page, "data", "renewalOffer")
  const offerPrice = page.getByRole("textbox", { name: "Preço da oferta", exact: true })
  await expect(offerPrice).not.toHaveValue("")
  // The customer week priced like the Max plan: no discount left, so the save is refused.
  await offerPrice.fill(max.price)
  await publish(page)

  await expect(page.getByText(`field "offerPrice": ${max.price} must be less than the Max plan's price`)).toBeVisible()
  expect(read(file)).toBe(before)
})

test("the editor is noindex, has its own CSP, and stays out of the sitemap and of visitors' pages", async ({
  page,
  request,
}) => {
  const admin = await request.get("/admin/")
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  expect(admin.headers()["content-security-policy"]).toContain("'unsafe-eval'")
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("'unsafe-eval'")

  const sitemaps = fs.readdirSync(path.join(ROOT, "public")).filter(name => /^sitemap.*\.xml$/.test(name))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const name of sitemaps) expect(fs.readFileSync(path.join(ROOT, "public", name), "utf8")).not.toContain("/admin")

  const requested: string[] = []
  page.on("request", req => requested.push(new URL(req.url()).pathname))
  await page.goto("/")
  // Through the whole page, until every section's code has come and run.
  await scrollThroughPage(page)
  await sectionsHydrated(page)
  expect(requested.length).toBeGreaterThan(3)
  expect(requested.filter(pathname => pathname.startsWith("/admin"))).toEqual([])
})
