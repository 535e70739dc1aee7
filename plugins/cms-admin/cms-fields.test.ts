/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { buildCmsConfig, type CmsSchema } from "./cms-config"
import { allFields, fieldAt, fileConfig, ROOT } from "./cms-test-helpers"
import { z } from "zod"
import { COLLECTIONS, MDX_FRONTMATTER } from "../../src/content-model/schemas"
import { defineListCollection } from "../../src/content-model/schemas/collection"
import { imagePath } from "../../src/content-model/schemas/fields"
import { validateCollection } from "../../src/content-model/validation"
import { PAGE_SECTIONS } from "../../src/content-model/pages"
import { SETTINGS_SCHEMA } from "../../src/content-model/settings"

const config = buildCmsConfig()

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>

const phases = () => fieldAt(fileConfig(config, "content/data/journey.json").fields, "phases")

/** A pattern's message as the schema declares it (zod metadata). */
const patternMessageOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.patternMessage

describe("the CMS form fields generated from the schema", () => {
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
    const offer = fileConfig(config, "content/data/offer.json").fields
    expect(fieldAt(offer, "guaranteeDays")).toMatchObject({
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
      { label: "content/data" },
      () => undefined,
    )
    expect(errors).toContainEqual(expect.stringContaining(endsAt.pattern?.[1] ?? "?"))
  })

  it("carries each pattern with the message the build gives, and the pattern refuses what the build refuses", () => {
    const price = fieldAt(fileConfig(config, "content/data/plans.json").fields, "plans", "price")
    // A price is a number in reais: the form says so, and takes centavos.
    expect(price).toMatchObject({ widget: "number", value_type: "float", min: 0, label: "Preço (R$)" })

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
})
