/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import {
  buildCmsConfig,
  cmsConfigYaml,
  cmsConnectOrigins,
  configuredFiles,
  type CmsConfig,
  type CmsField,
  type CmsSchema,
} from "./cms-config"
import { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER, PRICE_MESSAGE } from "../content-model/schemas"
import { defineListCollection } from "../content-model/schemas/collection"
import { imagePath } from "../content-model/schemas/fields"
import { validateCollection } from "../content-model/content-validation"
import { PAGE_SECTIONS } from "../../src/sections/page-sections"
import { SETTINGS_SCHEMA } from "../content-model/site-settings"

const ROOT = path.join(__dirname, "..", "..")
const config = buildCmsConfig()

function filesUnder(dir: string, extension: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap(entry => {
    const rel = `${dir}/${entry.name}`
    return entry.isDirectory() ? filesUnder(rel, extension) : entry.name.endsWith(extension) ? [rel] : []
  })
}

/** Every field of the configuration, nested ones too, with where it is. */
function allFields(cms: CmsConfig): Array<{ where: string; field: CmsField }> {
  const walk = (fields: CmsField[], where: string): Array<{ where: string; field: CmsField }> =>
    fields.flatMap(field => [
      { where: `${where}.${field.name}`, field },
      ...walk(field.fields ?? [], `${where}.${field.name}`),
      ...(field.field ? walk([field.field], `${where}.${field.name}`) : []),
    ])
  return cms.collections.flatMap(collection => collection.files.flatMap(file => walk(file.fields, file.file)))
}

function fileConfig(cms: CmsConfig, file: string) {
  const found = cms.collections.flatMap(collection => collection.files).find(entry => entry.file === file)
  if (!found) throw new Error(`no entry for ${file}`)
  return found
}

function fieldAt(fields: CmsField[], ...names: string[]): CmsField {
  const [name, ...rest] = names
  const field = fields.find(candidate => candidate.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return rest.length === 0 ? field : fieldAt(field.fields ?? (field.field ? [field.field] : []), ...rest)
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>

const phases = () => fieldAt(fileConfig(config, "content/data/journey.json").fields, "phases")

/** A pattern's message as the schema declares it (zod metadata). */
const patternMessageOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.patternMessage

describe("the CMS configuration generated from the schema", () => {
  it("gives every content file on disk a form, and names no file that does not exist", () => {
    const onDisk = [
      ...filesUnder("content/data", ".json"),
      ...filesUnder("content/copy", ".mdx"),
      "content/site.json",
    ].sort()
    expect([...configuredFiles(config)].sort()).toEqual(onDisk)
  })

  it("gives every field a widget, a Portuguese label and its required flag", () => {
    const fields = allFields(config)
    expect(fields.length).toBeGreaterThan(250)
    for (const { where, field } of fields) {
      expect({ where, widget: typeof field.widget, label: field.label.trim().length > 0 }).toEqual({
        where,
        widget: "string",
        label: true,
      })
      expect({ where, required: typeof field.required }).toEqual({ where, required: "boolean" })
    }
    expect(phases().fields?.map(field => field.label)).toEqual([
      "Número da fase",
      "Título",
      "Descrição",
      "Ícone",
      "Janela da fase",
    ])
  })

  it("picks the widget from the field's kind", () => {
    const plans = fileConfig(config, "content/data/plans.json").fields
    expect(fieldAt(plans, "plans", "id")).toMatchObject({ widget: "select", options: ["plus", "max"] })
    expect(fieldAt(plans, "plans", "highlighted").widget).toBe("boolean")
    expect(fieldAt(plans, "plans", "description").widget).toBe("text")
    expect(fieldAt(plans, "plans", "name").widget).toBe("string")
    expect(fieldAt(plans, "plans", "badge").required).toBe(false)
    expect(fieldAt(plans, "plans", "included")).toMatchObject({ widget: "list", required: true, min: 1 })
    expect(fieldAt(plans, "plans", "included").field).toMatchObject({ widget: "string", label: "Incluído" })
    // A list that may be empty is not "required" in the form (an empty list is a value).
    expect(fieldAt(plans, "plans", "excluded").required).toBe(false)
    const renewalOffer = fileConfig(config, "content/data/renewalOffer.json").fields
    expect(fieldAt(renewalOffer, "guaranteeDays")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 30,
    })
    expect(fieldAt(phases().fields ?? [], "modal").widget).toBe("object")
    const hero = fileConfig(config, "content/copy/home/hero.mdx").fields
    expect(fieldAt(hero, "body")).toMatchObject({ widget: "markdown", modes: ["raw", "rich_text"] })
  })

  it("gives the customer week's dates a date picker that stores the form the build accepts", () => {
    const offer = fileConfig(config, "content/data/renewalOffer.json").fields
    const endsAt = fieldAt(offer, "endsAt")
    expect(endsAt).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD[T]HH:mm:ssZ", required: true })
    expect(fieldAt(offer, "startsAt").required).toBe(false)
    const pattern = new RegExp(endsAt.pattern?.[0] ?? "")
    expect(pattern.test("2026-12-06T23:59:59-03:00")).toBe(true)
    expect(pattern.test("amanhã à noite")).toBe(false)
    expect(pattern.test("2026-12-06T23:59:59")).toBe(false)
    // The build's message, word for word.
    const errors = validateCollection(
      COLLECTIONS.renewalOffer,
      { ...readJson("content/data/renewalOffer.json"), endsAt: "amanhã à noite" },
      path.join(ROOT, "content", "data"),
      () => undefined,
    )
    expect(errors).toContainEqual(expect.stringContaining(endsAt.pattern?.[1] ?? "?"))
  })

  it("carries each pattern with the message the build gives, and the pattern refuses what the build refuses", () => {
    const price = fieldAt(fileConfig(config, "content/data/plans.json").fields, "plans", "price")
    expect(price.pattern?.[1]).toBe(PRICE_MESSAGE)
    const pricePattern = new RegExp(price.pattern?.[0] ?? "")
    expect(pricePattern.test("R$ 1.497")).toBe(true)
    expect(pricePattern.test("R$ 164,08")).toBe(true)
    expect(pricePattern.test("R$ 1497,0")).toBe(false)

    const plans = JSON.parse(fs.readFileSync(path.join(ROOT, "content/data/plans.json"), "utf8")) as {
      plans: Array<Record<string, unknown>>
    }
    plans.plans[0].price = "R$ 1497,0"
    const dataDir = path.join(ROOT, "content/data")
    expect(validateCollection(COLLECTIONS.plans, plans, dataDir, () => undefined).join("\n")).toContain(
      `"R$ 1497,0" — ${price.pattern?.[1]}`,
    )

    expect(fieldAt(phases().fields ?? [], "number").pattern).toEqual([
      "^(0[1-9]|1[0-2])$",
      patternMessageOf(COLLECTIONS.journey.entry.shape.number),
    ])
    const agents = fileConfig(config, "content/data/agents.json").fields
    expect(fieldAt(agents, "agents", "id").pattern?.[1]).toBe(patternMessageOf(COLLECTIONS.agents.entry.shape.id))
    const site = fileConfig(config, "content/site.json").fields
    expect(fieldAt(site, "checkout", "plus").pattern?.[1]).toMatch(/https:\/\//)
    // Every pattern compiles in the browser as Decap builds it: from its source, without flags.
    for (const { field } of allFields(config))
      if (field.pattern) expect(() => new RegExp(field.pattern?.[0] ?? "")).not.toThrow()
  })

  it("names list items the way a writer recognises them", () => {
    expect(phases()).toMatchObject({
      summary: "{{fields.number}} · {{fields.title}}",
      label: "Fases",
      label_singular: "fase",
      // Writers may have from 3 to 12 phases (the site ships 7).
      min: 3,
      max: 12,
    })
    for (const { where, field } of allFields(config)) {
      if (field.widget !== "list" || !field.fields) continue
      expect({ where, summary: typeof field.summary }).toEqual({ where, summary: "string" })
      const names = new Set(field.fields.map(inner => inner.name))
      for (const [, name] of (field.summary ?? "").matchAll(/\{\{fields\.(\w+)\}\}/g)) {
        expect({ where, name, known: names.has(name) }).toEqual({ where, name, known: true })
      }
    }
  })

  it("uploads images to the folder the schema names, as paths relative to the file the build resolves", () => {
    const portfolio = fileConfig(config, "content/data/portfolio.json")
    const imageField = fieldAt(portfolio.fields, "projects", "image")
    expect(imageField).toMatchObject({ media_folder: "../images/portfolio", public_folder: "../images/portfolio" })
    const saved = `${imageField.public_folder}/new.png`
    expect(path.resolve(ROOT, path.dirname(portfolio.file), saved)).toBe(
      path.join(ROOT, "content/images/portfolio/new.png"),
    )
    const current = JSON.parse(fs.readFileSync(path.join(ROOT, portfolio.file), "utf8")) as {
      projects: Array<{ image: string }>
    }
    for (const project of current.projects) expect(project.image.startsWith(`${imageField.public_folder}/`)).toBe(true)
    const poster = fieldAt(fileConfig(config, "content/copy/home/hero.mdx").fields, "poster")
    expect(poster.public_folder).toBe("../../images/posters")
  })

  it("keeps each copy file's page and section, fixed by its place, out of the form", () => {
    const copy = fileConfig(config, "content/copy/semana-cliente/pricing.mdx").fields
    expect(fieldAt(copy, "page")).toMatchObject({ widget: "hidden", default: "semana-cliente" })
    expect(fieldAt(copy, "section")).toMatchObject({ widget: "hidden", default: "pricing" })
    const home = config.collections.find(collection => collection.name === "copy-home")
    expect(home?.files.map(file => file.name)).toEqual([...PAGE_SECTIONS.home])
    expect(home?.format).toBe("yaml-frontmatter")
    // Pages in the order writers meet them; the 404 page last.
    expect(config.collections.map(collection => collection.name)).toEqual([
      "data",
      "copy-home",
      "copy-semana-cliente",
      "copy-obrigado",
      "copy-politica-de-privacidade",
      "copy-termos-de-uso",
      "copy-404",
      "settings",
    ])
    // Each page by its name, the policies included.
    expect(config.collections.filter(collection => collection.name.startsWith("copy-")).map(c => c.label)).toEqual([
      "Textos: Página inicial",
      "Textos: Semana do Cliente",
      "Textos: Obrigado",
      "Textos: Política de Privacidade",
      "Textos: Termos de Uso",
      "Textos: Página não encontrada (404)",
    ])
  })

  it("shows a field added to the schema with no other edit", () => {
    const journey = defineListCollection({
      ...COLLECTIONS.journey,
      entry: COLLECTIONS.journey.entry.extend({
        badge: z.string().meta({ title: "Selo da fase", description: "Curto." }).optional(),
      }),
    })
    const schema: CmsSchema = {
      collections: { ...COLLECTIONS, journey },
      mdxFrontmatter: MDX_FRONTMATTER.extend({ logo: imagePath("logos", "Logo").optional() }),
      settings: SETTINGS_SCHEMA,
      pageSections: PAGE_SECTIONS,
    }
    const cms = buildCmsConfig({ schema })
    expect(fieldAt(fileConfig(cms, "content/data/journey.json").fields, "phases", "badge")).toEqual({
      name: "badge",
      label: "Selo da fase",
      hint: "Curto.",
      required: false,
      widget: "string",
    })
    expect(fieldAt(fileConfig(cms, "content/copy/obrigado/main.mdx").fields, "logo")).toMatchObject({
      widget: "image",
      media_folder: "../../images/logos",
    })
  })

  it("refuses a field without a label, naming it", () => {
    const journey = defineListCollection({
      ...COLLECTIONS.journey,
      entry: COLLECTIONS.journey.entry.extend({ subtitle: z.string() }),
    })
    expect(() =>
      buildCmsConfig({
        schema: {
          collections: { journey },
          mdxFrontmatter: MDX_FRONTMATTER,
          settings: SETTINGS_SCHEMA,
          pageSections: {},
        },
      }),
    ).toThrow(/content\/data\/journey\.json → phases\[\]\.subtitle: the field has no label/)
  })

  it("is Portuguese, previews on the live site and writes valid YAML (JSON)", () => {
    expect(config.locale).toBe("pt")
    expect(config.editor).toEqual({ preview: false })
    const yaml = cmsConfigYaml(config)
    expect(yaml.startsWith("# Generated by the build")).toBe(true)
    expect(JSON.parse(yaml.split("\n").slice(1).join("\n"))).toEqual(config)
  })
})

describe("the CMS backend, switched by environment variables", () => {
  it("edits the files on disk through the local decap-server by default", () => {
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" })
    expect(config.local_backend).toEqual({ url: "http://localhost:8081/api/v1" })
    expect(config.publish_mode).toBeUndefined()
    expect(cmsConnectOrigins(config)).toEqual(["http://localhost:8081"])
    const moved = buildCmsConfig({ env: { CMS_LOCAL_PORT: "8091" } })
    expect(moved.local_backend.url).toBe("http://localhost:8091/api/v1")
    expect(() => buildCmsConfig({ env: { CMS_LOCAL_PORT: "port" } })).toThrow(/CMS_LOCAL_PORT/)
  })

  it("opens a pull request per edit on GitHub (editorial workflow), with the repository and branch from the env", () => {
    const github = buildCmsConfig({
      env: {
        CMS_BACKEND: "github",
        CMS_REPO: "formacao/site",
        CMS_BRANCH: "producao",
        CMS_BASE_URL: "https://auth.example.com",
        SITE_URL: "https://formacao.example.com",
      },
    })
    expect(github.backend).toEqual({
      name: "github",
      repo: "formacao/site",
      branch: "producao",
      base_url: "https://auth.example.com",
    })
    expect(github.publish_mode).toBe("editorial_workflow")
    expect(github.site_url).toBe("https://formacao.example.com")
    // A developer on localhost still edits through decap-server.
    expect(github.local_backend.url).toBe("http://localhost:8081/api/v1")
    expect(cmsConnectOrigins(github)).toEqual(["http://localhost:8081", "https://api.github.com"])
    expect(buildCmsConfig({ env: { CMS_BACKEND: "github", CMS_REPO: "a/b" } }).backend.branch).toBe("main")
    expect(() => buildCmsConfig({ env: { CMS_BACKEND: "github" } })).toThrow(/CMS_REPO/)
  })

  it("uses git-gateway (Netlify Identity) with the editorial workflow, and refuses an unknown backend", () => {
    const gateway = buildCmsConfig({ env: { CMS_BACKEND: "git-gateway" } })
    expect(gateway.backend).toEqual({ name: "git-gateway", branch: "main" })
    expect(gateway.publish_mode).toBe("editorial_workflow")
    expect(() => buildCmsConfig({ env: { CMS_BACKEND: "gitlab" } })).toThrow(/CMS_BACKEND: "gitlab"/)
  })
})
