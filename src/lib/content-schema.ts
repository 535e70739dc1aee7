/**
 * The one declaration of every content file. From it come the build-time
 * validation (content-validation.ts), the GraphQL types (buildTypeDefs, used
 * by gatsby-node), the TypeScript types of the content (EntryOf, ContentOf)
 * and the site settings' environment overrides (site-settings.ts).
 * Framework-free so it can be unit-tested.
 */
import { CONSENT_CATEGORIES } from "./consent"
import { placeholdersPattern } from "./fill-template"
import { PAGE_SECTIONS, type PageId } from "./page-sections"
import { formatPrice, parsePrice } from "./price"

// ---------- field specs ----------
interface FieldBase {
  optional?: boolean
  /** What the field is, for writers (the CMS form shows it). */
  label?: string
  /** Help shown under the field in the CMS. */
  hint?: string
  /** Site settings only: the environment variable that overrides the value for one build. */
  env?: string
}

export interface TextField extends FieldBase {
  kind: "text"
  oneOf?: readonly string[]
  pattern?: RegExp
  /** Completes "… is not <patternHint>" when the pattern does not match. */
  patternHint?: string
  /** A check the pattern cannot express: returns what is wrong, completing '"<value>" …', or undefined. */
  check?: (value: string) => string | undefined
  /** Long text (a paragraph), not a one-line label. */
  multiline?: boolean
}
export interface PriceField extends FieldBase {
  kind: "price"
}
export interface IntField extends FieldBase {
  kind: "int"
  min?: number
  max?: number
}
export interface BoolField extends FieldBase {
  kind: "bool"
}
export interface UrlField extends FieldBase {
  kind: "url"
}
export interface ImageField extends FieldBase {
  kind: "image"
}
export interface ListField extends FieldBase {
  kind: "list"
  of: FieldSpec
  minItems?: number
  maxItems?: number
  /** Site settings only: the environment variables that override each item, in order. */
  envItems?: readonly string[]
}
export interface ObjectField extends FieldBase {
  kind: "object"
  /** GraphQL type of the object. */
  typeName: string
  fields: Fields
}

export type FieldSpec = TextField | PriceField | IntField | BoolField | UrlField | ImageField | ListField | ObjectField
export type Fields = Readonly<Record<string, FieldSpec>>

/** A parsed JSON content file, as the cross-field checks see it. */
export type ContentRecord = Record<string, unknown>

/** Reads another parsed content file by name (like "plans.json"), for checks that span files. */
export type Lookup = (file: string) => unknown

export interface CollectionSpec {
  /** File name under content/data. */
  file: string
  /** What the file holds, for writers (the CMS lists it under this name). */
  label?: string
  /** GraphQL node type that gatsby-transformer-json creates for the file. */
  typeName: string
  /**
   * "list": the file is `{ "<listKey>": [entries] }`, the entries in the
   * writers' order. "object": the file is one object with these fields.
   */
  shape: "list" | "object"
  /** A list's key in the file, like "phases". */
  listKey?: string
  /** GraphQL type of one entry of a list. */
  entryTypeName?: string
  fields: Fields
  /** Field that names an entry in error messages and must be unique. */
  idField?: string
  /** Exact number of entries the pages are designed for. */
  count?: number
  /** Checks across entries or files; each returns messages for this file. */
  checks?: ReadonlyArray<(data: ContentRecord, lookup: Lookup) => string[]>
}

// ---------- TypeScript types derived from the specs ----------
type Simplify<T> = { [K in keyof T]: T[K] }

/** The value a field holds in a content file. */
export type ValueOf<S> = S extends { kind: "list"; of: infer Of }
  ? ValueOf<Of>[]
  : S extends { kind: "object"; fields: infer F extends Fields }
    ? RecordOf<F>
    : S extends { kind: "int" }
      ? number
      : S extends { kind: "bool" }
        ? boolean
        : S extends { kind: "text"; oneOf: readonly (infer Choice)[] }
          ? Choice
          : string

/** The object a set of fields describes: optional fields may be missing. */
export type RecordOf<F extends Fields> = Simplify<
  { -readonly [K in keyof F as F[K] extends { optional: true } ? never : K]: ValueOf<F[K]> } & {
    -readonly [K in keyof F as F[K] extends { optional: true } ? K : never]?: ValueOf<F[K]>
  }
>

// ---------- field builders: short names keep the declarations readable ----------
// Each keeps its options' literal types (`const`), so `optional: true` and
// `oneOf` choices reach RecordOf.
type Options<F extends FieldSpec> = Omit<F, "kind">
/** What a builder called without options adds: nothing that makes the field optional. */
interface NoOptions {
  optional?: false
}

// NoInfer: the options' types come from the arguments only, never from where the field is used.
export const text = <O extends Options<TextField> = NoOptions>(options?: O): { kind: "text" } & NoInfer<O> => ({
  kind: "text",
  ...(options as O),
})
export const price = <O extends Options<PriceField> = NoOptions>(options?: O): { kind: "price" } & NoInfer<O> => ({
  kind: "price",
  ...(options as O),
})
export const int = <O extends Options<IntField> = NoOptions>(options?: O): { kind: "int" } & NoInfer<O> => ({
  kind: "int",
  ...(options as O),
})
export const bool = <O extends Options<BoolField> = NoOptions>(options?: O): { kind: "bool" } & NoInfer<O> => ({
  kind: "bool",
  ...(options as O),
})
export const url = <O extends Options<UrlField> = NoOptions>(options?: O): { kind: "url" } & NoInfer<O> => ({
  kind: "url",
  ...(options as O),
})
export const image = <O extends Options<ImageField> = NoOptions>(options?: O): { kind: "image" } & NoInfer<O> => ({
  kind: "image",
  ...(options as O),
})
export const list = <Of extends FieldSpec, O extends Omit<Options<ListField>, "of"> = NoOptions>(
  of: Of,
  options?: O,
): { kind: "list"; of: Of; minItems: number } & NoInfer<O> => ({ kind: "list", of, minItems: 1, ...(options as O) })
export const object = <F extends Fields, O extends Omit<Options<ObjectField>, "fields" | "typeName"> = NoOptions>(
  typeName: string,
  fields: F,
  options?: O,
): { kind: "object"; typeName: string; fields: F } & NoInfer<O> => ({
  kind: "object",
  typeName,
  fields,
  ...(options as O),
})

const optText = () => text({ optional: true })
const texts = (minItems = 1) => list(text(), { minItems })
/** Text with "{name}" placeholders the page fills in; the build requires each one. */
const template = (names: readonly string[]) =>
  text({
    pattern: placeholdersPattern(names),
    patternHint: `a text that keeps ${names.map(name => `{${name}}`).join(" and ")}`,
  })
const percentage = (example: string) => text({ pattern: /^\d{1,2}%$/, patternHint: `a percentage like "${example}"` })
const videoId = (optional = false) =>
  text({ optional, pattern: /^[A-Za-z0-9_-]{6,20}$/, patternHint: "a video id like dQw4w9WgXcQ" })

export { formatPrice, parsePrice }

export const PRICE_PATTERN = /^R\$ \d{1,3}(\.\d{3})*(,\d{2})?$/
export const PRICE_HINT = 'a price like "R$ 1.497" or "R$ 164,08"'

// ---------- cross-field checks ----------
const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** The entries of a list file (`{ "<key>": [...] }`), or [] when it is not one. */
function entriesOf(data: unknown): ContentRecord[] {
  if (!data || typeof data !== "object") return []
  const lists = Object.values(data as ContentRecord).filter(Array.isArray)
  return lists.length === 1 ? (lists[0] as ContentRecord[]) : []
}

function sumPrices(entries: ContentRecord[]): number {
  return entries.reduce((total, entry) => total + parsePrice(textOf(entry.price)), 0)
}

function totalMatches(field: string, itemsFile: string) {
  return (record: ContentRecord, lookup: Lookup): string[] => {
    const claimed = parsePrice(textOf(record[field]))
    const sum = sumPrices(entriesOf(lookup(itemsFile)))
    if (Number.isNaN(claimed) || Number.isNaN(sum) || claimed === sum) return []
    return [
      `field "${field}": says ${textOf(record[field])} but the items in ${itemsFile} add up to ${formatPrice(sum)}; change one so they match`,
    ]
  }
}

function countPerValue(field: string, expected: Record<string, number>) {
  return (data: ContentRecord): string[] => {
    const entries = entriesOf(data)
    return Object.entries(expected).flatMap(([value, count]) => {
      const found = entries.filter(entry => entry[field] === value).length
      return found === count
        ? []
        : [`field "${field}": the pages expect ${count} entries with "${value}", found ${found}`]
    })
  }
}

function idMatchesCategory(data: ContentRecord): string[] {
  return entriesOf(data).flatMap(entry => {
    const id = textOf(entry.id)
    const category = textOf(entry.category)
    return id.startsWith(`${category}-`)
      ? []
      : [`entry "${id}" → field "id": must start with its category, like "${category}-1"`]
  })
}

function offerFigures(data: ContentRecord, lookup: Lookup): string[] {
  const errors = totalMatches("valueStackTotal", "valueStack.json")(data, lookup)
  const max = entriesOf(lookup("plans.json")).find(plan => plan.id === "max")
  const total = parsePrice(textOf(data.valueStackTotal))
  const maxPrice = parsePrice(textOf(max?.price))
  const saving = parsePrice(textOf(data.saving))
  if (![total, maxPrice, saving].some(Number.isNaN)) {
    if (total - maxPrice !== saving) {
      errors.push(
        `field "saving": says ${textOf(data.saving)} but ${textOf(data.valueStackTotal)} minus the Max price ${textOf(max?.price)} is ${formatPrice(total - maxPrice)}`,
      )
    }
    const discount = Math.round((saving / total) * 100)
    if (textOf(data.discount) !== `${discount}%`) {
      errors.push(`field "discount": says ${textOf(data.discount)} but the saving is ${discount}% of the total`)
    }
  }
  return errors
}

/** The banner explains each consent category exactly once. */
function everyConsentCategoryOnce(data: ContentRecord): string[] {
  const ids = (Array.isArray(data.categories) ? (data.categories as ContentRecord[]) : []).map(entry => entry.id)
  return CONSENT_CATEGORIES.flatMap(category => {
    const count = ids.filter(id => id === category).length
    return count === 1 ? [] : [`field "categories": needs exactly one entry with id "${category}", found ${count}`]
  })
}

function installmentsFigures(data: ContentRecord): string[] {
  const offer = parsePrice(textOf(data.offerPrice))
  const instalment = parsePrice(textOf(data.installmentPrice))
  const count = Number(data.installmentCount)
  // Instalments carry card interest, so they may only cost more than paying upfront.
  if ([offer, instalment, count].some(Number.isNaN) || instalment * count >= offer) return []
  return [
    `field "installmentPrice": ${count} × ${textOf(data.installmentPrice)} is less than the offer ${textOf(data.offerPrice)}`,
  ]
}

// ---------- the content files ----------
export const PAGES = Object.keys(PAGE_SECTIONS) as PageId[]

const renewalCard = object("RenewalCard", { title: text(), description: text(), icon: text() })

/** Every file under content/data, by collection name (a list file's key is this name). */
export const COLLECTIONS = {
  pages: {
    file: "pages.json",
    typeName: "PagesJson",
    shape: "list",
    listKey: "pages",
    entryTypeName: "Page",
    idField: "id",
    count: 6,
    fields: {
      id: text({ oneOf: PAGES }),
      path: text({ pattern: /^\/[a-z0-9-]*$/, patternHint: 'a path like "/" or "/semana-cliente"' }),
      title: text(),
      description: text(),
    },
  },
  journey: {
    file: "journey.json",
    typeName: "JourneyJson",
    shape: "list",
    listKey: "phases",
    entryTypeName: "Phase",
    idField: "number",
    count: 7,
    fields: {
      number: text({ pattern: /^0[1-7]$/, patternHint: "a phase number from 01 to 07" }),
      title: text(),
      description: text(),
      icon: text(),
      modal: object("PhaseModal", { intro: text(), learnings: texts(), expectedResult: text() }),
    },
  },
  agents: {
    file: "agents.json",
    typeName: "AgentsJson",
    shape: "list",
    listKey: "agents",
    entryTypeName: "Agent",
    idField: "id",
    count: 8,
    fields: {
      id: text({ pattern: /^(basic|advanced)-\d+$/, patternHint: 'an id like "basic-1" or "advanced-1"' }),
      title: text(),
      description: text(),
      tools: texts(),
      tag: text(),
      category: text({ oneOf: ["basic", "advanced"] }),
      modal: object("AgentModal", { description: text(), features: texts(), story: text() }),
    },
    checks: [countPerValue("category", { basic: 5, advanced: 3 }), idMatchesCategory],
  },
  demos: {
    file: "demos.json",
    typeName: "DemosJson",
    shape: "list",
    listKey: "videos",
    entryTypeName: "DemoVideo",
    idField: "id",
    count: 3,
    fields: {
      id: text(),
      title: text(),
      subtitle: text(),
      description: text(),
      practicalExample: text(),
      videoId: videoId(),
      poster: image(),
      fallback: text(),
    },
  },
  portfolio: {
    file: "portfolio.json",
    typeName: "PortfolioJson",
    shape: "list",
    listKey: "projects",
    entryTypeName: "PortfolioItem",
    idField: "id",
    count: 12,
    fields: {
      id: text({ pattern: /^[a-z][a-z0-9-]*$/, patternHint: "a lowercase id like real-estate" }),
      name: text(),
      title: text(),
      description: text(),
      image: image(),
      imageAlt: text(),
      icon: text(),
      implementationValue: price(),
      monthlyValue: price({ optional: true }),
      category: text({ oneOf: ["protagonist", "productivity", "support", "niche"] }),
      features: texts(),
    },
  },
  testimonials: {
    file: "testimonials.json",
    typeName: "TestimonialsJson",
    shape: "list",
    listKey: "testimonials",
    entryTypeName: "Testimonial",
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
      videoId: videoId(true),
    },
  },
  plans: {
    file: "plans.json",
    typeName: "PlansJson",
    shape: "list",
    listKey: "plans",
    entryTypeName: "Plan",
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
      excluded: texts(0),
    },
  },
  valueStack: {
    file: "valueStack.json",
    typeName: "ValueStackJson",
    shape: "list",
    listKey: "items",
    entryTypeName: "ValueStackItem",
    idField: "id",
    fields: { id: text(), name: text(), price: price(), description: text() },
  },
  offer: {
    file: "offer.json",
    typeName: "OfferJson",
    shape: "object",
    fields: {
      valueStackTotal: price(),
      discount: percentage("79%"),
      saving: price(),
      courseValue: price(),
      courseHours: text(),
      guaranteeDays: int({ min: 1, max: 30 }),
      llmBonusMonthly: price(),
      llmBonusYearly: price(),
    },
    checks: [offerFigures],
  },
  llmBonus: {
    file: "llmBonus.json",
    typeName: "LlmBonusJson",
    shape: "list",
    listKey: "models",
    entryTypeName: "LlmModel",
    idField: "id",
    count: 6,
    fields: { id: text(), name: text(), vendor: text(), status: text(), description: text() },
  },

  toolPillars: {
    file: "toolPillars.json",
    typeName: "ToolPillarsJson",
    shape: "object",
    fields: {
      pillars: list(
        object("ToolPillar", {
          id: text(),
          name: text(),
          title: text(),
          description: text(),
          icon: text(),
          highlights: texts(),
        }),
        { minItems: 4, maxItems: 4 },
      ),
      templateCategories: list(
        object("TemplateCategory", { name: text(), count: int({ min: 1, max: 999 }), icon: text() }),
      ),
    },
  },

  methodology: {
    file: "methodology.json",
    typeName: "MethodologyJson",
    shape: "object",
    fields: {
      layers: list(object("MethodologyLayer", { name: text(), title: text(), description: text() })),
      pillars: list(object("MethodologyPillar", { name: text(), title: text(), description: text(), icon: text() })),
    },
  },
  painVsPath: {
    file: "painVsPath.json",
    typeName: "PainVsPathJson",
    shape: "object",
    fields: { painTitle: text(), pains: texts(), newPathTitle: text(), newPath: texts(), trustPoints: texts() },
  },
  renewalPriceItems: {
    file: "renewalPriceItems.json",
    typeName: "RenewalPriceItemsJson",
    shape: "list",
    listKey: "items",
    entryTypeName: "RenewalPriceItem",
    idField: "id",
    count: 9,
    fields: { id: text(), name: text(), price: price(), description: text() },
  },
  renewalOffer: {
    file: "renewalOffer.json",
    typeName: "RenewalOfferJson",
    shape: "object",
    fields: {
      planName: text(),
      discount: percentage("40%"),
      individualTotal: price(),
      fullPrice: price(),
      offerPrice: price(),
      installmentCount: int({ min: 1, max: 24 }),
      installmentPrice: price(),
      origem: text({ pattern: /^[a-z0-9-]+$/, patternHint: "a lowercase slug like semana-cliente" }),
      guaranteeDays: int({ min: 1, max: 30 }),
    },
    checks: [totalMatches("individualTotal", "renewalPriceItems.json"), installmentsFigures],
  },
  renewal: {
    file: "renewal.json",
    typeName: "RenewalJson",
    shape: "object",
    fields: {
      audiences: list(renewalCard),
      risks: list(renewalCard),
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
  renewalTestimonials: {
    file: "renewalTestimonials.json",
    typeName: "RenewalTestimonialsJson",
    shape: "list",
    listKey: "testimonials",
    entryTypeName: "RenewalTestimonial",
    idField: "id",
    count: 4,
    fields: { id: text(), name: text(), value: price(), caption: text(), image: image(), imageAlt: text() },
  },
  accessCards: {
    file: "accessCards.json",
    typeName: "AccessCardsJson",
    shape: "list",
    listKey: "cards",
    entryTypeName: "AccessCard",
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
  faq: {
    file: "faq.json",
    typeName: "FaqJson",
    shape: "list",
    listKey: "questions",
    entryTypeName: "FaqItem",
    idField: "id",
    fields: { id: text(), page: text({ oneOf: PAGES }), question: text(), answer: text() },
  },
  consent: {
    file: "consent.json",
    label: "Cookies: aviso, preferências e tabela de cookies da Política de Privacidade",
    typeName: "ConsentJson",
    shape: "object",
    fields: {
      revision: int({
        min: 1,
        max: 9999,
        label: "Versão da Política de Privacidade",
        hint: "Raise it when the policy changes what visitors agreed to: everyone is asked again, and leads record it",
      }),
      banner: object("ConsentBanner", {
        label: text({ hint: "Name of the banner for screen readers" }),
        title: text(),
        description: text({ multiline: true }),
        policyLinkLabel: text(),
        revisionMessage: text({ hint: "Shown above the description when the policy version changed" }),
        acceptAll: text(),
        rejectAll: text(),
        customize: text(),
      }),
      preferences: object("ConsentPreferences", {
        title: text(),
        intro: text({ multiline: true }),
        acceptAll: text(),
        rejectAll: text(),
        save: text(),
        close: text(),
        moreTitle: text(),
        moreDescription: text({ multiline: true }),
        policyLinkLabel: text(),
      }),
      categories: list(
        object("ConsentCategoryCopy", {
          id: text({ oneOf: CONSENT_CATEGORIES }),
          title: text({ hint: "Also the name of its switch: say what it turns on" }),
          description: text({ multiline: true }),
        }),
        { minItems: 3, maxItems: 3 },
      ),
      tableHeaders: object("ConsentTableHeaders", {
        name: text(),
        provider: text(),
        kind: text(),
        purpose: text(),
        lifetime: text(),
      }),
      // Every cookie and storage key the site (or a tag it loads) may set: the policy's table and the preferences.
      storage: list(
        object("StorageItem", {
          name: text(),
          provider: text(),
          kind: text(),
          category: text({ oneOf: CONSENT_CATEGORIES }),
          purpose: text({ multiline: true }),
          lifetime: text(),
        }),
      ),
    },
    checks: [everyConsentCategoryOnce],
  },
  ui: {
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
        // Under the submit button: "Ao continuar, você concorda com a {link}." The link opens in a new tab.
        policyNotice: template(["link"]),
        policyLinkLabel: text(),
        newTabLabel: text({ hint: "Read by screen readers after a link that opens in a new tab" }),
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
      footer: object("UiFooter", {
        text: text(),
        copyright: text(),
        legalNavLabel: text(),
        privacyLabel: text(),
        termsLabel: text(),
        cookiePreferencesLabel: text(),
        cnpjLabel: text(),
      }),
      // The privacy policy and the terms: labels around the seller's data (content/site.json).
      legal: object("UiLegal", {
        controllerTitle: text(),
        sellerTitle: text(),
        legalNameLabel: text(),
        cnpjLabel: text(),
        addressLabel: text(),
        emailLabel: text(),
        dpoLabel: text(),
        dpoEmailLabel: text(),
        versionLabel: template(["revision"]),
        backLabel: text(),
      }),
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
} as const satisfies Record<string, CollectionSpec>

export type CollectionName = keyof typeof COLLECTIONS

/** One entry of a list collection, or the whole object of an object collection. */
export type EntryOf<K extends CollectionName> = RecordOf<(typeof COLLECTIONS)[K]["fields"]>

/** A content file as it is on disk: a list file wraps its entries under its collection name. */
export type ContentOf<K extends CollectionName> = (typeof COLLECTIONS)[K] extends { listKey: infer Key extends string }
  ? { [Name in Key]: EntryOf<K>[] }
  : EntryOf<K>

/** Frontmatter of the MDX copy files in content/copy. */
export const MDX_FRONTMATTER = {
  page: text({ oneOf: PAGES }),
  section: text({ pattern: /^[a-z][a-zA-Z0-9-]*$/, patternHint: "a section name like hero" }),
  title: text(),
  eyebrow: optText(),
  subtitle: optText(),
  badge: optText(),
  ctaLabel: optText(),
  secondaryCtaLabel: optText(),
  bullets: list(text(), { optional: true }),
  videoId: videoId(true),
  videoTitle: optText(),
  poster: image({ optional: true }),
  image: image({ optional: true }),
  imageAlt: optText(),
  note: optText(),
  /** Prefilled WhatsApp message of a support button (the number is in site.json). */
  whatsappMessage: optText(),
} as const satisfies Fields

export type MdxFrontmatter = RecordOf<typeof MDX_FRONTMATTER>

/** Sections each page renders (src/lib/page-sections.ts); a missing copy file fails the build. */
export const REQUIRED_SECTIONS: Readonly<Record<PageId, readonly string[]>> = PAGE_SECTIONS

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
      return spec.of.kind === "image"
        ? `[File!]${required} @fileByRelativePath`
        : `[${graphqlType({ ...spec.of, optional: false })}]${required}`
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
 * gatsby-transformer-json keeps a node's own "id" as `jsonId` (node ids are
 * Gatsby's); entries inside a list keep their "id".
 */
function typeBody(fields: Fields, isNode = false): string {
  return Object.entries(fields)
    .map(([name, spec]) => `  ${isNode && name === "id" ? "jsonId" : name}: ${graphqlType(spec)}`)
    .join("\n")
}

/**
 * SDL for createTypes. Types are @dontInfer so an optional field that no
 * entry uses still exists in the schema and queries keep working. `extraFields`
 * adds fields that resolvers fill in, by type name.
 */
export function buildTypeDefs(extraFields: Record<string, string> = {}): string {
  const objects = new Map<string, Fields>()
  const extra = (typeName: string) => (extraFields[typeName] ? `\n${extraFields[typeName]}` : "")
  const nodes = Object.values(COLLECTIONS).map((collection: CollectionSpec) => {
    if (collection.shape === "object") {
      collectObjectTypes(collection.fields, objects)
      return `type ${collection.typeName} implements Node @dontInfer {\n${typeBody(collection.fields, true)}${extra(collection.typeName)}\n}`
    }
    const entryType = collection.entryTypeName ?? `${collection.typeName}Entry`
    objects.set(entryType, collection.fields)
    collectObjectTypes(collection.fields, objects)
    return `type ${collection.typeName} implements Node @dontInfer {\n  ${collection.listKey ?? "entries"}: [${entryType}!]!\n}`
  })
  collectObjectTypes(MDX_FRONTMATTER, objects)
  const nested = [...objects].map(([name, fields]) => `type ${name} {\n${typeBody(fields)}${extra(name)}\n}`)
  const mdx = `type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  html: String!\n}\ntype MdxFrontmatter {\n${typeBody(MDX_FRONTMATTER)}\n}`
  return [...nodes, ...nested, mdx].join("\n\n")
}

/** The SDL of an object type for a set of fields (the site settings in siteMetadata). */
export function objectTypeDefs(typeName: string, fields: Fields, extra = ""): string {
  const objects = new Map<string, Fields>([[typeName, fields]])
  collectObjectTypes(fields, objects)
  return [...objects]
    .map(([name, inner]) => `type ${name} {\n${typeBody(inner)}${name === typeName && extra ? `\n${extra}` : ""}\n}`)
    .join("\n\n")
}
