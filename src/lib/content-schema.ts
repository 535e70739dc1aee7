/**
 * One declaration of every content file: it drives both the GraphQL types
 * (createSchemaCustomization) and the build-time validation, so the two can
 * never disagree. Framework-free so it can be unit-tested.
 */

import { formatPrice, parsePrice } from "./price"

import { placeholdersPattern } from "./fill-template"

export type FieldSpec =
  | { kind: "text"; optional?: boolean; oneOf?: readonly string[]; pattern?: RegExp; hint?: string }
  | { kind: "price"; optional?: boolean }
  | { kind: "int"; optional?: boolean; min?: number; max?: number }
  | { kind: "bool"; optional?: boolean }
  | { kind: "url"; optional?: boolean }
  | { kind: "image"; optional?: boolean }
  | { kind: "list"; of: FieldSpec; optional?: boolean; minItems?: number }
  | { kind: "object"; typeName: string; fields: Fields; optional?: boolean }

export type Fields = Record<string, FieldSpec>

/** A parsed JSON content file, as the cross-field checks see it. */
export type ContentRecord = Record<string, unknown>

export interface CollectionSpec {
  /** File name under content/data. */
  file: string
  /** GraphQL node type that gatsby-transformer-json creates for the file. */
  typeName: string
  /** A JSON array of entries, or one JSON object. */
  shape: "list" | "object"
  fields: Fields
  /** Field that names an entry in error messages and must be unique. */
  idField?: string
  /** Exact number of entries the pages are designed for. */
  count?: number
  /** Checks across entries or files; each returns messages for this file. */
  checks?: Array<(data: unknown, lookup: Lookup) => string[]>
}

/** Reads another parsed content file by name, for checks that span files. */
export type Lookup = (file: string) => unknown

// ---------- field helpers: short names keep the declarations readable ----------
const text = (extra: Partial<Extract<FieldSpec, { kind: "text" }>> = {}): FieldSpec => ({ kind: "text", ...extra })
const optText = (): FieldSpec => ({ kind: "text", optional: true })
const price = (optional = false): FieldSpec => ({ kind: "price", optional })
const int = (min?: number, max?: number): FieldSpec => ({ kind: "int", min, max })
const bool = (): FieldSpec => ({ kind: "bool" })
const url = (optional = false): FieldSpec => ({ kind: "url", optional })
const image = (optional = false): FieldSpec => ({ kind: "image", optional })
const list = (of: FieldSpec, minItems = 1, optional = false): FieldSpec => ({ kind: "list", of, minItems, optional })
const texts = (minItems = 1): FieldSpec => list(text(), minItems)
/** Text with "{name}" placeholders the page fills in; the build requires each one. */
const template = (names: readonly string[]): FieldSpec =>
  text({
    pattern: placeholdersPattern(names),
    hint: `a text that keeps ${names.map(name => `{${name}}`).join(" and ")}`,
  })
const object = (typeName: string, fields: Fields, optional = false): FieldSpec => ({
  kind: "object",
  typeName,
  fields,
  optional,
})

export { formatPrice, parsePrice }

export const PRICE_PATTERN = /^R\$ \d{1,3}(\.\d{3})*(,\d{2})?$/
export const PRICE_HINT = 'a price like "R$ 1.497" or "R$ 164,08"'

// ---------- cross-field checks ----------
function sumPrices(items: unknown): number {
  if (!Array.isArray(items)) return Number.NaN
  return items.reduce((total: number, item) => total + parsePrice(String((item as ContentRecord).price ?? "")), 0)
}

function totalMatches(field: string, itemsFile: string) {
  return (data: unknown, lookup: Lookup): string[] => {
    const record = data as ContentRecord
    const claimed = parsePrice(String(record[field] ?? ""))
    const sum = sumPrices(lookup(itemsFile))
    if (Number.isNaN(claimed) || Number.isNaN(sum) || claimed === sum) return []
    return [
      `field "${field}": says ${String(record[field])} but the items in ${itemsFile} add up to ${formatPrice(sum)}; change one so they match`,
    ]
  }
}

function countPerValue(field: string, expected: Record<string, number>) {
  return (data: unknown): string[] => {
    const entries = Array.isArray(data) ? (data as ContentRecord[]) : []
    return Object.entries(expected).flatMap(([value, count]) => {
      const found = entries.filter(entry => entry[field] === value).length
      return found === count
        ? []
        : [`field "${field}": the pages expect ${count} entries with "${value}", found ${found}`]
    })
  }
}

function idMatchesCategory(data: unknown): string[] {
  const entries = Array.isArray(data) ? (data as ContentRecord[]) : []
  return entries.flatMap(entry => {
    const id = String(entry.id ?? "")
    const category = String(entry.category ?? "")
    return id.startsWith(`${category}-`)
      ? []
      : [`entry "${id}" → field "id": must start with its category, like "${category}-1"`]
  })
}

function offerFigures(raw: unknown, lookup: Lookup): string[] {
  const data = raw as ContentRecord
  const errors = totalMatches("valueStackTotal", "valueStack.json")(data, lookup)
  const plans = lookup("plans.json")
  const max = Array.isArray(plans) ? (plans as ContentRecord[]).find(plan => plan.id === "max") : undefined
  const total = parsePrice(String(data.valueStackTotal ?? ""))
  const maxPrice = parsePrice(String(max?.price ?? ""))
  const saving = parsePrice(String(data.saving ?? ""))
  if (![total, maxPrice, saving].some(Number.isNaN)) {
    if (total - maxPrice !== saving) {
      errors.push(
        `field "saving": says ${String(data.saving)} but ${String(data.valueStackTotal)} minus the Max price ${String(max?.price)} is ${formatPrice(total - maxPrice)}`,
      )
    }
    const discount = Math.round((saving / total) * 100)
    if (String(data.discount) !== `${discount}%`) {
      errors.push(`field "discount": says ${String(data.discount)} but the saving is ${discount}% of the total`)
    }
  }
  return errors
}

function installmentsFigures(raw: unknown): string[] {
  const data = raw as ContentRecord
  const offer = parsePrice(String(data.offerPrice ?? ""))
  const instalment = parsePrice(String(data.installmentPrice ?? ""))
  const count = Number(data.installmentCount)
  // Instalments carry card interest, so they may only cost more than paying upfront.
  if ([offer, instalment, count].some(Number.isNaN) || instalment * count >= offer) return []
  return [
    `field "installmentPrice": ${count} × ${String(data.installmentPrice)} is less than the offer ${String(data.offerPrice)}`,
  ]
}

// ---------- the content files ----------
const PAGES = ["home", "semana-cliente", "obrigado", "404"] as const

export const COLLECTIONS: CollectionSpec[] = [
  {
    file: "pages.json",
    typeName: "PagesJson",
    shape: "list",
    idField: "id",
    count: 4,
    fields: {
      id: text({ oneOf: PAGES }),
      path: text({ pattern: /^\/[a-z0-9-]*$/, hint: 'a path like "/" or "/semana-cliente"' }),
      title: text(),
      description: text(),
    },
  },
  {
    file: "phases.json",
    typeName: "PhasesJson",
    shape: "list",
    idField: "number",
    count: 7,
    fields: {
      number: text({ pattern: /^0[1-7]$/, hint: "a phase number from 01 to 07" }),
      title: text(),
      description: text(),
      icon: text(),
      modal: object("PhaseModal", { intro: text(), learnings: texts(), expectedResult: text() }),
    },
  },
  {
    file: "agents.json",
    typeName: "AgentsJson",
    shape: "list",
    idField: "id",
    count: 8,
    fields: {
      id: text({ pattern: /^(basic|advanced)-\d+$/, hint: 'an id like "basic-1" or "advanced-1"' }),
      title: text(),
      description: text(),
      tools: texts(),
      tag: text(),
      category: text({ oneOf: ["basic", "advanced"] }),
      modal: object("AgentModal", { description: text(), features: texts(), story: text() }),
    },
    checks: [countPerValue("category", { basic: 5, advanced: 3 }), idMatchesCategory],
  },
  {
    file: "demoVideos.json",
    typeName: "DemoVideosJson",
    shape: "list",
    idField: "id",
    count: 3,
    fields: {
      id: text(),
      title: text(),
      subtitle: text(),
      description: text(),
      practicalExample: text(),
      videoId: text({ pattern: /^[A-Za-z0-9_-]{6,20}$/, hint: "a video id like dQw4w9WgXcQ" }),
      poster: image(),
      fallback: text(),
    },
  },
  {
    file: "portfolio.json",
    typeName: "PortfolioJson",
    shape: "list",
    idField: "id",
    count: 12,
    fields: {
      id: text({ pattern: /^[a-z][a-z0-9-]*$/, hint: "a lowercase id like real-estate" }),
      name: text(),
      title: text(),
      description: text(),
      image: image(),
      imageAlt: text(),
      icon: text(),
      implementationValue: price(),
      monthlyValue: price(true),
      category: text({ oneOf: ["protagonist", "productivity", "support", "niche"] }),
      features: texts(),
    },
  },
  {
    file: "testimonials.json",
    typeName: "TestimonialsJson",
    shape: "list",
    idField: "id",
    fields: {
      id: text(),
      name: text(),
      role: text(),
      date: text(),
      value: price(),
      image: image(),
      imageAlt: text(),
      description: text(),
      quote: text(),
      videoId: text({ optional: true, pattern: /^[A-Za-z0-9_-]{6,20}$/, hint: "a video id like dQw4w9WgXcQ" }),
    },
  },
  {
    file: "plans.json",
    typeName: "PlansJson",
    shape: "list",
    idField: "id",
    count: 2,
    fields: {
      id: text({ oneOf: ["plus", "max"] }),
      name: text(),
      price: price(),
      installments: text(),
      period: text(),
      description: text(),
      badge: optText(),
      highlighted: bool(),
      ctaLabel: text(),
      included: texts(),
      excluded: list(text(), 0),
    },
  },
  {
    file: "valueStack.json",
    typeName: "ValueStackJson",
    shape: "list",
    idField: "id",
    fields: { id: text(), name: text(), price: price(), description: text() },
  },
  {
    file: "offer.json",
    typeName: "OfferJson",
    shape: "object",
    fields: {
      valueStackTotal: price(),
      discount: text({ pattern: /^\d{1,2}%$/, hint: 'a percentage like "79%"' }),
      saving: price(),
      courseValue: price(),
      courseHours: text(),
      guaranteeDays: int(1, 30),
      llmBonusMonthly: price(),
      llmBonusYearly: price(),
    },
    checks: [offerFigures],
  },
  {
    file: "llmModels.json",
    typeName: "LlmModelsJson",
    shape: "list",
    idField: "id",
    count: 6,
    fields: { id: text(), name: text(), vendor: text(), status: text(), description: text() },
  },
  {
    file: "templateCategories.json",
    typeName: "TemplateCategoriesJson",
    shape: "list",
    idField: "name",
    fields: { name: text(), count: int(1, 999), icon: text() },
  },
  {
    file: "toolPillars.json",
    typeName: "ToolPillarsJson",
    shape: "list",
    idField: "id",
    count: 4,
    fields: { id: text(), name: text(), title: text(), description: text(), icon: text(), highlights: texts() },
  },
  {
    file: "methodology.json",
    typeName: "MethodologyJson",
    shape: "object",
    fields: {
      layers: list(object("MethodologyLayer", { name: text(), title: text(), description: text() })),
      pillars: list(object("MethodologyPillar", { name: text(), title: text(), description: text(), icon: text() })),
    },
  },
  {
    file: "comparison.json",
    typeName: "ComparisonJson",
    shape: "object",
    fields: { painTitle: text(), pains: texts(), newPathTitle: text(), newPath: texts(), trustPoints: texts() },
  },
  {
    file: "renewalPriceItems.json",
    typeName: "RenewalPriceItemsJson",
    shape: "list",
    idField: "id",
    count: 9,
    fields: { id: text(), name: text(), price: price(), description: text() },
  },
  {
    file: "renewalOffer.json",
    typeName: "RenewalOfferJson",
    shape: "object",
    fields: {
      planName: text(),
      discount: text({ pattern: /^\d{1,2}%$/, hint: 'a percentage like "40%"' }),
      individualTotal: price(),
      fullPrice: price(),
      offerPrice: price(),
      installmentCount: int(1, 24),
      installmentPrice: price(),
      origem: text({ pattern: /^[a-z0-9-]+$/, hint: "a lowercase slug like semana-cliente" }),
      guaranteeDays: int(1, 30),
    },
    checks: [totalMatches("individualTotal", "renewalPriceItems.json"), installmentsFigures],
  },
  {
    file: "renewal.json",
    typeName: "RenewalJson",
    shape: "object",
    fields: {
      audiences: list(object("RenewalCard", { title: text(), description: text(), icon: text() })),
      risks: list(object("RenewalCard", { title: text(), description: text(), icon: text() })),
      includes: list(object("RenewalInclude", { name: text(), value: text(), description: text() })),
      bonuses: list(object("RenewalBonus", { title: text(), value: text(), description: text() })),
      afterOffer: texts(),
      labels: object("RenewalLabels", {
        discountBadge: template(["discount"]),
        bonusLabel: text(),
        bonusesTitle: text(),
        priceListTitle: text(),
        perYear: text(),
        individualTotal: text(),
        fullPrice: text(),
        offerLabel: text(),
        upfront: text(),
        installments: template(["count", "price"]),
        afterOfferTitle: text(),
      }),
    },
  },
  {
    file: "renewalTestimonials.json",
    typeName: "RenewalTestimonialsJson",
    shape: "list",
    idField: "id",
    count: 4,
    fields: { id: text(), name: text(), value: price(), caption: text(), image: image(), imageAlt: text() },
  },
  {
    file: "accessCards.json",
    typeName: "AccessCardsJson",
    shape: "list",
    idField: "id",
    count: 4,
    fields: {
      id: text(),
      title: text(),
      description: text(),
      icon: text(),
      url: url(),
      buttonLabel: text(),
      note: optText(),
    },
  },
  {
    file: "faq.json",
    typeName: "FaqJson",
    shape: "list",
    idField: "id",
    fields: { id: text(), page: text({ oneOf: PAGES }), question: text(), answer: text() },
  },
  {
    file: "ui.json",
    typeName: "UiJson",
    shape: "object",
    fields: {
      banner: object("UiBanner", {
        text: text(),
        countdownPrefix: text(),
        hurryLine: text(),
        ctaLabel: text(),
        closeLabel: text(),
      }),
      widget: object("UiWidget", {
        openLabel: text(),
        closeLabel: text(),
        title: text(),
        salesLabel: text(),
        salesDescription: text(),
        whatsappLabel: text(),
        whatsappDescription: text(),
        promoBubble: text(),
      }),
      leadForm: object("UiLeadForm", {
        title: text(),
        subtitle: text(),
        planLabel: text(),
        nameLabel: text(),
        namePlaceholder: text(),
        emailLabel: text(),
        emailPlaceholder: text(),
        phoneLabel: text(),
        phonePlaceholder: text(),
        submitLabel: text(),
        processingLabel: text(),
        privacyNote: text(),
        closeLabel: text(),
        nameRequired: text(),
        emailRequired: text(),
        emailInvalid: text(),
        phoneRequired: text(),
        phoneInvalid: text(),
      }),
      modal: object("UiModal", {
        closeLabel: text(),
        phaseCtaLabel: text(),
        learningsTitle: text(),
        resultTitle: text(),
        featuresTitle: text(),
        storyTitle: text(),
      }),
      carousel: object("UiCarousel", {
        previousLabel: text(),
        nextLabel: text(),
        dotLabel: text(),
        zoomInLabel: text(),
        zoomOutLabel: text(),
        resetLabel: text(),
        implementationLabel: text(),
        monthlyLabel: text(),
        regionLabel: text(),
        slideLabel: text(),
        zoomHint: text(),
        zoomLevelLabel: text(),
        pauseLabel: text(),
        playLabel: text(),
      }),
      video: object("UiVideo", { playLabel: text(), unavailableTitle: text() }),
      footer: object("UiFooter", { text: text(), copyright: text() }),
      // Short labels of the landing page's sections.
      home: object("UiHome", {
        ratingLabel: text(),
        trustLabel: text(),
        layersTitle: text(),
        pillarsTitle: text(),
        phaseLabel: text(),
        detailsLabel: text(),
        basicAgentsTitle: text(),
        advancedAgentsTitle: text(),
        toolsTitle: text(),
        categoriesTitle: text(),
        templatesUnit: text(),
        courseHoursLabel: text(),
        courseValueLabel: text(),
        bonusValueLabel: text(),
        perMonth: text(),
        perYear: text(),
        stackTotalLabel: text(),
        discountLabel: text(),
        savingLabel: text(),
        priceRevealLabel: text(),
        includedLabel: text(),
        excludedLabel: text(),
      }),
    },
  },
]

/** Frontmatter of the MDX copy files in content/copy. */
export const MDX_FRONTMATTER: Fields = {
  page: text({ oneOf: PAGES }),
  section: text({ pattern: /^[a-z][a-zA-Z0-9-]*$/, hint: "a section name like hero" }),
  title: text(),
  eyebrow: optText(),
  subtitle: optText(),
  badge: optText(),
  ctaLabel: optText(),
  secondaryCtaLabel: optText(),
  bullets: list(text(), 1, true),
  videoId: text({ optional: true, pattern: /^[A-Za-z0-9_-]{6,20}$/, hint: "a video id like dQw4w9WgXcQ" }),
  videoTitle: optText(),
  poster: image(true),
  image: image(true),
  imageAlt: optText(),
  note: optText(),
  /** Prefilled WhatsApp message of a support button (the number is in site.json). */
  whatsappMessage: optText(),
}

/** Sections each page renders; a missing one fails the build. */
export const REQUIRED_SECTIONS: Record<(typeof PAGES)[number], string[]> = {
  home: [
    "hero",
    "pain",
    "methodology",
    "journey",
    "agents",
    "demos",
    "portfolio",
    "tools",
    "members",
    "course",
    "testimonials",
    "bonus",
    "valueStack",
    "pricing",
    "finalCta",
  ],
  "semana-cliente": [
    "banner",
    "hero",
    "audience",
    "stop",
    "includes",
    "pricing",
    "testimonials",
    "faq",
    "guarantee",
    "limited",
    "finalCta",
  ],
  obrigado: ["main", "support"],
  "404": ["main"],
}

// ---------- GraphQL type definitions ----------
function graphqlType(spec: FieldSpec): string {
  const required = spec.optional ? "" : "!"
  switch (spec.kind) {
    case "text":
    case "price":
    case "url":
      return `String${required}`
    case "int":
      return `Int${required}`
    case "bool":
      return `Boolean${required}`
    case "image":
      return `File${required} @fileByRelativePath`
    case "list":
      return `[${graphqlType({ ...spec.of, optional: false }).replace(" @fileByRelativePath", "")}]${required}${spec.of.kind === "image" ? " @fileByRelativePath" : ""}`
    case "object":
      return `${spec.typeName}${required}`
  }
}

function collectObjectTypes(fields: Fields, into: Map<string, Fields>): void {
  for (const spec of Object.values(fields)) {
    const inner = spec.kind === "list" ? spec.of : spec
    if (inner.kind === "object") {
      into.set(inner.typeName, inner.fields)
      collectObjectTypes(inner.fields, into)
    }
  }
}

/**
 * gatsby-transformer-json keeps an entry's own "id" as `jsonId` (node ids are
 * Gatsby's), so queries ask for jsonId.
 */
function typeBody(fields: Fields, isNode = false): string {
  return Object.entries(fields)
    .map(([name, spec]) => `  ${isNode && name === "id" ? "jsonId" : name}: ${graphqlType(spec)}`)
    .join("\n")
}

/**
 * SDL for createTypes. Types are @dontInfer so an optional field that no
 * entry uses still exists in the schema and queries keep working.
 */
export function buildTypeDefs(extraPlanFields = "  checkoutUrl: String!"): string {
  const objects = new Map<string, Fields>()
  const nodes = COLLECTIONS.map(collection => {
    collectObjectTypes(collection.fields, objects)
    const extra = collection.typeName === "PlansJson" ? `\n${extraPlanFields}` : ""
    return `type ${collection.typeName} implements Node @dontInfer {\n${typeBody(collection.fields, true)}${extra}\n}`
  })
  collectObjectTypes(MDX_FRONTMATTER, objects)
  const nested = [...objects].map(([name, fields]) => `type ${name} {\n${typeBody(fields)}\n}`)
  const mdx = `type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  html: String!\n}\ntype MdxFrontmatter {\n${typeBody(MDX_FRONTMATTER)}\n}`
  return [...nodes, ...nested, mdx].join("\n\n")
}
