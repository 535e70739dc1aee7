/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import siteJson from "../../content/site.json"
import { buildCmsConfig, cmsBackend, cmsConfigYaml, cmsOrigins } from "./cms-config"
import { cmsFields } from "./cms-fields"
import type { CmsConfig, CmsField } from "./cms-types"
import { COLLECTIONS } from "../../src/content-model/schemas"
import { imagePath, line, record } from "../../src/content-model/schemas/fields"
import { jsonSchemaOf } from "../../src/content-model/json-schema"
import { PAGE_SECTIONS } from "../../src/content-model/pages"
import { validateCollection } from "../../src/content-model/validation"
import { filesUnder } from "../shared/files-under"

const ROOT = path.join(__dirname, "..", "..")
const config = buildCmsConfig()

const form = (file: string) => config.collections.flatMap(({ files }) => files).find(entry => entry.file === file)!
function fieldAt(fields: CmsField[], ...names: string[]): CmsField {
  const field = fields.find(candidate => candidate.name === names[0])!
  return names.length === 1 ? field : fieldAt(field.fields ?? [field.field!], ...names.slice(1))
}
/** Every field of the configuration, nested ones too, with where it is. */
const allFields = (cms: CmsConfig) => {
  const walk = (fields: CmsField[], where: string): Array<{ where: string; field: CmsField }> =>
    fields.flatMap(field => [
      { where: `${where}.${field.name}`, field },
      ...walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${where}.${field.name}`),
    ])
  return cms.collections.flatMap(({ files }) => files.flatMap(file => walk(file.fields, file.file)))
}
const plans = form("content/data/plans.json").fields
const phases = fieldAt(form("content/data/journey.json").fields, "phases")

describe("the CMS forms generated from the schema", () => {
  it("give every content file on disk a form, in Portuguese, and name no file that does not exist", () => {
    const onDisk = [
      ...filesUnder(path.join(ROOT, "content"), ".json"),
      ...filesUnder(path.join(ROOT, "content"), ".mdx"),
    ]
    const files = config.collections.flatMap(({ files }) => files.map(file => file.file))
    expect(files.sort()).toEqual(onDisk.map(file => path.relative(ROOT, file)).sort())
    expect(config.locale).toBe("pt")
    const yaml = cmsConfigYaml(config)
    expect(JSON.parse(yaml.slice(yaml.indexOf("\n")))).toEqual(config)
  })

  it("give every field a widget, a label and its required flag; list items a summary of their own fields", () => {
    const fields = allFields(config)
    expect(fields.length).toBeGreaterThan(250)
    for (const { where, field } of fields) {
      expect({
        where,
        widget: typeof field.widget,
        label: field.label.trim() !== "",
        required: typeof field.required,
      }).toEqual({ where, widget: "string", label: true, required: "boolean" })
      if (field.widget !== "list" || !field.fields) continue
      const names = field.fields.map(inner => inner.name)
      expect({ where, summary: typeof field.summary }).toEqual({ where, summary: "string" })
      for (const [, name] of field.summary!.matchAll(/\{\{fields\.(\w+)\}\}/g)) {
        expect({ where, name, known: names.includes(name) }).toEqual({ where, name, known: true })
      }
    }
    expect(phases).toMatchObject({
      summary: "{{fields.number}} · {{fields.title}}",
      label_singular: "fase",
      min: 3,
      max: 12,
    })
    expect(phases.fields?.map(field => field.label)).toEqual([
      "Número da fase",
      "Título",
      "Descrição",
      "Ícone",
      "Janela da fase",
    ])
  })

  it("pick the widget from the field's kind", () => {
    expect(fieldAt(plans, "plans", "id")).toMatchObject({ widget: "select", options: ["plus", "max"] })
    expect(fieldAt(plans, "plans", "highlighted").widget).toBe("boolean")
    expect(fieldAt(plans, "plans", "description").widget).toBe("text")
    expect(fieldAt(plans, "plans", "badge")).toMatchObject({ widget: "string", required: false })
    expect(fieldAt(plans, "plans", "included")).toMatchObject({ widget: "list", required: true, min: 1 })
    expect(fieldAt(plans, "plans", "included").field).toMatchObject({ widget: "string", label: "Incluído" })
    // A list that may be empty is not "required" in the form (an empty list is a value).
    expect(fieldAt(plans, "plans", "excluded").required).toBe(false)
    // A price is a number in reais, with centavos.
    expect(fieldAt(plans, "plans", "price")).toMatchObject({
      widget: "number",
      value_type: "float",
      label: "Preço (R$)",
    })
    const offer = form("content/data/offer.json").fields
    expect(fieldAt(offer, "guaranteeDays")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 30 })
    expect(fieldAt(phases.fields!, "modal").widget).toBe("object")
    expect(fieldAt(form("content/copy/home/hero.mdx").fields, "body")).toMatchObject({
      widget: "markdown",
      modes: ["raw", "rich_text"],
    })
  })

  it("give the customer week's dates a picker storing the one form the build accepts, with the build's message", () => {
    const offer = form("content/data/renewalOffer.json").fields
    const endsAt = fieldAt(offer, "endsAt")
    expect(endsAt).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD[T]HH:mm:ssZ", required: true })
    expect(fieldAt(offer, "startsAt").required).toBe(false)
    const pattern = new RegExp(endsAt.pattern![0])
    expect(
      ["2026-12-06T23:59:59-03:00", "amanhã à noite", "2026-12-06T23:59:59"].map(text => pattern.test(text)),
    ).toEqual([true, false, false])
    const data = {
      ...(JSON.parse(fs.readFileSync(path.join(ROOT, "content/data/renewalOffer.json"), "utf8")) as object),
      endsAt: "x",
    }
    const errors = validateCollection(COLLECTIONS.renewalOffer, data, { label: "content/data" }, () => undefined)
    expect(errors).toContainEqual(expect.stringContaining(endsAt.pattern![1]))
  })

  it("carry each pattern with the build's message, compiling in the browser as Decap builds it (no flags)", () => {
    expect(fieldAt(phases.fields!, "number").pattern).toEqual([
      "^(0[1-9]|1[0-2])$",
      "Escreva o número da fase com dois dígitos, de 01 a 12",
    ])
    expect(fieldAt(form("content/site.json").fields, "checkout", "plus").pattern?.[1]).toMatch(/https:\/\//)
    for (const { field } of allFields(config))
      if (field.pattern) expect(() => new RegExp(field.pattern![0])).not.toThrow()
  })

  it("upload images to the schema's folder, as paths relative to the file the build resolves them from", () => {
    const portfolio = form("content/data/portfolio.json")
    const image = fieldAt(portfolio.fields, "projects", "image")
    expect(image).toMatchObject({ media_folder: "../images/portfolio", public_folder: "../images/portfolio" })
    expect(path.resolve(ROOT, "content/data", `${image.public_folder}/new.png`)).toBe(
      path.join(ROOT, "content/images/portfolio/new.png"),
    )
    expect(fieldAt(form("content/copy/home/hero.mdx").fields, "poster").public_folder).toBe("../../images/posters")
  })

  it("show a field added to the schema with no other edit, and refuse one without a label, naming it", () => {
    const schema = record("X", {
      badge: z.string().meta({ title: "Selo da fase", description: "Curto." }).optional(),
      logo: imagePath("logos", "Logo"),
      title: line("Título"),
    })
    const [badge, logo] = cmsFields(jsonSchemaOf(schema), { entryDir: "content/copy/obrigado", where: "x → " })
    expect(badge).toEqual({ name: "badge", label: "Selo da fase", hint: "Curto.", required: false, widget: "string" })
    expect(logo).toMatchObject({ widget: "image", media_folder: "../../images/logos", required: true })
    const unlabelled = record("Y", { subtitle: z.string() })
    expect(() => cmsFields(jsonSchemaOf(unlabelled), { entryDir: "content/data", where: "journey.json → " })).toThrow(
      /journey\.json → subtitle: the field has no label/,
    )
  })

  it("keep each copy file's page and section, fixed by its place, out of the form; pages in the order writers meet them", () => {
    const copy = form("content/copy/semana-cliente/pricing.mdx").fields
    expect(fieldAt(copy, "page")).toMatchObject({ widget: "hidden", default: "semana-cliente" })
    expect(fieldAt(copy, "section")).toMatchObject({ widget: "hidden", default: "pricing" })
    const home = config.collections.find(collection => collection.name === "copy-home")
    expect(home?.files.map(file => file.name)).toEqual([...PAGE_SECTIONS.home])
    // The copy files are named by their title in the file list.
    expect(buildCmsConfig({}, { "home/hero": "Olá" }).collections[1].files[0].label).toBe("1. hero — Olá")
    expect(config.collections.map(collection => collection.label)).toEqual([
      "Dados das páginas",
      "Textos: Página inicial",
      "Textos: Semana do Cliente",
      "Textos: Obrigado",
      "Textos: Política de Privacidade",
      "Textos: Termos de Uso",
      "Textos: Página não encontrada (404)",
      "Configurações do site",
    ])
  })
})

describe("where the CMS saves edits, switched by environment variables", () => {
  const cloudflare = { CF_PAGES: "1", CF_PAGES_BRANCH: "main", CMS_REPO: "formacao/site" }
  const production = new URL(siteJson.siteUrl).origin

  it("the files on disk, through the local decap-server, by default", () => {
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" })
    expect(config).toMatchObject({ local_backend: { url: "http://localhost:8081/api/v1" } })
    expect(config.publish_mode).toBeUndefined()
    expect(cmsOrigins(config)).toEqual({ connect: ["http://localhost:8081"], images: [] })
    expect(buildCmsConfig({ CMS_LOCAL_PORT: "8091" }).local_backend.url).toBe("http://localhost:8091/api/v1")
    expect(() => buildCmsConfig({ CMS_LOCAL_PORT: "port" })).toThrow(/CMS_LOCAL_PORT/)
  })

  it("a pull request per edit on GitHub (editorial workflow), a developer on localhost still through decap-server", () => {
    const env = { CMS_BACKEND: "github", CMS_REPO: "formacao/site", CMS_BRANCH: "producao" }
    const github = buildCmsConfig({
      ...env,
      CMS_BASE_URL: "https://auth.example.com",
      SITE_URL: "https://f.example.com",
    })
    expect(github).toMatchObject({
      backend: { name: "github", repo: "formacao/site", branch: "producao", base_url: "https://auth.example.com" },
      publish_mode: "editorial_workflow",
      site_url: "https://f.example.com",
      local_backend: { url: "http://localhost:8081/api/v1" },
    })
    expect(cmsOrigins(github)).toEqual({
      connect: ["http://localhost:8081", "https://api.github.com"],
      images: ["https://avatars.githubusercontent.com"],
    })
    // Elsewhere than Cloudflare, the branch is main and the sign-in Decap's default.
    const elsewhere = { CMS_BACKEND: "github", CMS_REPO: "a/b", CF_PAGES_BRANCH: "preco-b" }
    expect(cmsBackend(elsewhere).backend).toEqual({ name: "github", repo: "a/b", branch: "main" })
    expect(() => buildCmsConfig({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/)
  })

  it("on Cloudflare Pages, GitHub with the repository alone, signed in through the site's own functions", () => {
    expect(cmsBackend(cloudflare).backend).toEqual({
      name: "github",
      repo: "formacao/site",
      branch: "main",
      base_url: production,
      auth_endpoint: "api/cms/auth",
    })
    expect(cmsBackend({ ...cloudflare, SITE_URL: "https://formacao.example.com/" }).backend.base_url).toBe(
      "https://formacao.example.com",
    )
    const own = { CMS_BASE_URL: "https://auth.example.com", CMS_AUTH_ENDPOINT: "oauth/start" }
    expect(cmsBackend({ ...cloudflare, ...own }).backend).toMatchObject({
      base_url: own.CMS_BASE_URL,
      auth_endpoint: "oauth/start",
    })
    // Each deployment edits its own branch, so a split test's variant is edited in its preview's /admin/.
    expect(cmsBackend({ ...cloudflare, CF_PAGES_BRANCH: "preco-b" }).backend.branch).toBe("preco-b")
    expect(cmsBackend({ ...cloudflare, CF_PAGES_BRANCH: "preco-b", CMS_BRANCH: "conteudo" }).backend.branch).toBe(
      "conteudo",
    )
  })

  it("git-gateway (Netlify Identity) with the editorial workflow, and never an unknown backend", () => {
    expect(cmsBackend({ CMS_BACKEND: "git-gateway" })).toEqual({
      backend: { name: "git-gateway", branch: "main" },
      publish_mode: "editorial_workflow",
    })
    expect(() => cmsBackend({ CMS_BACKEND: "gitlab" })).toThrow(/CMS_BACKEND: "gitlab"/)
  })
})
