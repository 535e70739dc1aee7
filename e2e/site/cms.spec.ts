/** The editor at /admin/ on a throwaway copy of content/: a save lands in its file alone; the build's refusals show. */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { brl, content } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import * as cms from "../helpers/cms-editor"
import { checkCmsSave } from "../../plugins/cms-admin/cms-validate"
import { URL_MESSAGE } from "../../src/content-model/schemas/fields"

test.describe.configure({ mode: "serial" })

test.beforeAll(cms.startCmsBackend)
test.afterAll(cms.stopCmsBackend)

test("a published title lands in its file, nothing else changes", async ({ page }) => {
  // A field the form does not show must survive the save.
  const file = "content/data/journey.json"
  const data = JSON.parse(cms.read(file)) as { phases: Array<Record<string, unknown>> }
  data.phases[1] = { ...data.phases[1], internalNote: "fica como está" }
  fs.writeFileSync(cms.inRepo(file), `${JSON.stringify(data, null, 2)}\n`)
  const before = cms.read(file)
  const first = data.phases[0] as { number: string; title: string }

  const violations = await cms.openEntry(page, "data", "journey")
  await cms.expandItem(page, `${first.number} · ${first.title}`)
  const title = page.getByRole("textbox", { name: "Título", exact: true }).first()
  await expect(title).toHaveValue(first.title)
  await title.fill("Fundamentos da IA, do zero")
  await cms.publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect.poll(() => cms.read(file)).not.toBe(before)
  const after = cms.read(file)
  expect((JSON.parse(after) as typeof data).phases[0].title).toBe("Fundamentos da IA, do zero")
  // Byte for byte: the repo's formatting, the writer's order and the hidden field are kept.
  expect(after).toBe(before.replace(`"title": "${first.title}"`, `"title": "Fundamentos da IA, do zero"`))
  expect(violations).toEqual([])
})

test("a miswritten link is refused in the form with the build's message", async ({ page }) => {
  const file = "content/data/accessCards.json"
  const before = cms.read(file)
  const card = (JSON.parse(before) as { cards: Array<{ title: string; url: string }> }).cards[0]

  await cms.openEntry(page, "data", "accessCards")
  await cms.expandItem(page, card.title)
  await page
    .getByRole("textbox", { name: "Link de acesso", exact: true })
    .first()
    .fill(card.url.replace("https://", "http://"))
  await cms.publish(page)

  // Decap words it "<label> não corresponde com o padrão: <the build's message>."
  await expect(
    page.getByRole("listitem").filter({ hasText: `Link de acesso não corresponde com o padrão: ${URL_MESSAGE}` }),
  ).toBeVisible()
  expect(cms.read(file)).toBe(before)
})

test("a copy file keeps its shape: only the edited frontmatter line changes", async ({ page }) => {
  const file = "content/copy/home/journey.mdx"
  const before = cms.read(file)
  const oldTitle = /^title: (.*)$/m.exec(before)?.[1] ?? ""
  expect(oldTitle).not.toBe("")

  await cms.openEntry(page, "copy-home", "journey")
  const title = page.getByRole("textbox", { name: "Título", exact: true })
  await expect(title).not.toHaveValue("")
  await title.fill("Sua jornada em 7 fases")
  await cms.publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect.poll(() => cms.read(file)).not.toBe(before)
  // page and section (not shown) and the Markdown body (not touched) are kept as they were.
  expect(cms.read(file)).toBe(before.replace(`title: ${oldTitle}`, "title: Sua jornada em 7 fases"))
})

/** Answers the save check as `npm run cms` does at /admin/validate (gatsby develop), from the test's copy of content/. */
async function checkSavesLikeTheBuild(page: Page): Promise<void> {
  await page.route("**/admin/validate", async route => {
    const { path: saved, data } = route.request().postDataJSON() as { path: string; data: Record<string, unknown> }
    await route.fulfill({ json: checkCmsSave(cms.cmsRepo(), saved, data) })
  })
}

test("an uploaded image lands in its folder with a path the build resolves", async ({ page }) => {
  await checkSavesLikeTheBuild(page)
  const file = "content/data/portfolio.json"
  const first = (JSON.parse(cms.read(file)) as { projects: Array<{ name: string; implementationValue: string }> })
    .projects[0]

  const violations = await cms.openEntry(page, "data", "portfolio")
  await cms.expandItem(page, `${first.name} · ${first.implementationValue}`)
  await page.getByRole("button", { name: "Escolha uma imagem diferente" }).first().click()
  const chooser = page.waitForEvent("filechooser")
  await page.getByText("Enviar novo").click()
  await (
    await chooser
  ).setFiles({
    name: "novo-projeto.png",
    mimeType: "image/png",
    buffer: fs.readFileSync(path.join(cms.ROOT, "docs", "cms-editor.png")),
  })
  await page.getByRole("button", { name: "Escolher selecionado" }).click()
  await cms.publish(page)
  await expect(page.getByText("Entrada salva")).toBeVisible()

  await expect
    .poll(() => (JSON.parse(cms.read(file)) as { projects: Array<{ image: string }> }).projects[0].image)
    .toBe("../images/portfolio/novo-projeto.png")
  expect(fs.existsSync(cms.inRepo("content/images/portfolio/novo-projeto.png"))).toBe(true)
  expect(checkCmsSave(cms.cmsRepo(), file, JSON.parse(cms.read(file)) as Record<string, unknown>)).toEqual({
    file: [],
    others: [],
  })
  expect(violations).toEqual([])
})

test("a save breaking a cross-field check is refused with the build's message", async ({ page }) => {
  await checkSavesLikeTheBuild(page)
  const file = "content/data/renewalOffer.json"
  const before = cms.read(file)
  const max = content("plans").plans.find(plan => plan.id === "max")!

  await cms.openEntry(page, "data", "renewalOffer")
  const offerPrice = page.getByRole("spinbutton", { name: "Preço da oferta (R$)", exact: true })
  await expect(offerPrice).not.toHaveValue("")
  // The customer week priced like the Max plan: no discount left, so the save is refused.
  await offerPrice.fill(String(max.price))
  await cms.publish(page)

  // Decap's own "Falha ao persistir na entrada:", then the build's words, with nothing in English between them.
  const price = brl(max.price).replace(/[$.]/g, "\\$&")
  await expect(
    page.getByText(
      new RegExp(
        `^Falha ao persistir na entrada: o build recusaria este arquivo\\. \\S*content/data/renewalOffer\\.json → campo "offerPrice": ${price} precisa ser menor que o preço do Plano Max, ${price} \\(plans\\.json\\), senão não há desconto: baixe o preço da oferta`,
      ),
    ),
  ).toBeVisible()
  expect(cms.read(file)).toBe(before)
})

const previewPane = (page: Page) => page.locator("iframe").first().contentFrame()

/** The styles a reader notices (not the size, which follows the pane's width). */
const looks = (element: Element) => {
  const style = getComputedStyle(element)
  return { fontFamily: style.fontFamily, fontWeight: style.fontWeight, color: style.color }
}

test("the preview shows a title as it is typed, in the site's own styles", async ({ page, browser }) => {
  type Phases = { phases: Array<{ number: string; title: string }> }
  // The built site shows the repository's content; the editor, its copy (which the tests above edited).
  const built = (JSON.parse(fs.readFileSync(path.join(cms.ROOT, "content/data/journey.json"), "utf8")) as Phases)
    .phases[0]
  const first = (JSON.parse(cms.read("content/data/journey.json")) as Phases).phases[0]
  const live = await browser.newPage()
  await live.goto("/")
  const onSite = await live.getByText(built.title, { exact: true }).first().evaluate(looks)
  await live.close()

  await cms.openEntry(page, "data", "journey")
  const shown = previewPane(page).getByText(first.title, { exact: true }).first()
  await expect(shown).toBeVisible()
  expect(await shown.evaluate(looks)).toEqual(onSite)

  await cms.expandItem(page, `${first.number} · ${first.title}`)
  const title = page.getByRole("textbox", { name: "Título", exact: true }).first()
  await title.fill("")
  await title.pressSequentially("Fundamentos, do zero")
  const typed = previewPane(page).getByText("Fundamentos, do zero", { exact: true }).first()
  await expect(typed).toBeVisible()
  expect(await typed.evaluate(looks)).toEqual(onSite)
})

test("the preview shows a renewal section as typed, and settings as fields", async ({ page, browser }) => {
  const hero = (await import("gray-matter")).default(cms.read("content/copy/semana-cliente/hero.mdx")).data as {
    title: string
  }
  await cms.openEntry(page, "copy-semana-cliente", "hero")
  await expect(previewPane(page).getByRole("heading", { level: 1 })).toBeVisible()
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Renove hoje, continue amanhã")
  await expect(previewPane(page).getByRole("heading", { level: 1 })).toHaveText("Renove hoje, continue amanhã")
  expect(hero.title).not.toBe("Renove hoje, continue amanhã")

  const settings = cms.builtConfig().collections.find(collection => collection.name === "settings")?.files[0]
  const siteName = (JSON.parse(cms.read("content/site.json")) as { siteName: string }).siteName
  const label = settings?.fields.find(field => field.name === "siteName")?.label ?? "?"
  const other = await browser.newPage()
  await cms.openEntry(other, "settings", "site")
  await expect(previewPane(other).getByText(label, { exact: true })).toBeVisible()
  await expect(previewPane(other).getByText(siteName, { exact: true })).toBeVisible()
  await other.close()
})
