/**
 * The one declaration of every content file. From it come the build-time
 * validation (content-validation.ts), the GraphQL types (buildTypeDefs, used
 * by gatsby-node), the TypeScript types of the content (EntryOf, ContentOf)
 * and the site settings' environment overrides (site-settings.ts).
 * Framework-free so it can be unit-tested.
 */
import { parseDateTime } from "../../src/lib/date-time"
import { CONSENT_CATEGORIES } from "../../src/features/consent/consent"
import { placeholdersPattern } from "../../src/lib/fill-template"
import { PAGE_CHROME_COPY, PAGE_SECTIONS, type PageId } from "../../src/sections/page-sections"
import { formatPrice, parsePrice } from "../../src/lib/price"

// ---------- field specs ----------
interface FieldBase {
  optional?: boolean
  /** What the field is, for writers, in Portuguese: the CMS form shows it (every field needs one; a list's item may use its list's). */
  label?: string
  /** Help shown under the field in the CMS, in Portuguese. */
  hint?: string
  /** Site settings only: the environment variable that overrides the value for one build. */
  env?: string
}

export interface TextField extends FieldBase {
  kind: "text"
  oneOf?: readonly string[]
  pattern?: RegExp
  /**
   * What to write instead, in Portuguese, when the pattern does not match: the
   * build's message and the CMS form show these same words.
   */
  patternMessage?: string
  /** A check the pattern cannot express: returns what is wrong (in Portuguese, like patternMessage), or undefined. */
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
  /** Folder under content/images where the CMS uploads this field's images ("" for content/images itself). */
  folder?: string
}
/** An instant: ISO 8601 date and time with its offset, like "2026-12-06T23:59:59-03:00" (see date-time.ts). */
export interface DateTimeField extends FieldBase {
  kind: "dateTime"
}
export interface ListField extends FieldBase {
  kind: "list"
  of: FieldSpec
  minItems?: number
  maxItems?: number
  /** Site settings only: the environment variables that override each item, in order. */
  envItems?: readonly string[]
  /** How the CMS names a collapsed item, like "{{fields.number}} · {{fields.title}}". */
  summary?: string
}
export interface ObjectField extends FieldBase {
  kind: "object"
  /** GraphQL type of the object. */
  typeName: string
  fields: Fields
}

export type FieldSpec =
  TextField | PriceField | IntField | BoolField | UrlField | ImageField | DateTimeField | ListField | ObjectField
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
  /** List files: how the CMS names a collapsed entry, like "{{fields.number}} · {{fields.title}}". */
  summary?: string
  /** List files: what the CMS calls the entries ("7 fases", "Adicionar fase"). */
  entries?: { label: string; singular: string }
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
export const dateTime = <O extends Options<DateTimeField> = NoOptions>(
  options?: O,
): { kind: "dateTime" } & NoInfer<O> => ({
  kind: "dateTime",
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

interface Describe {
  label: string
  hint?: string
}
const optText = (label: string, hint?: string) => text({ optional: true, label, hint })
/** A paragraph: the CMS gives it a multi-line box. */
const para = (label: string, hint?: string) => text({ label, hint, multiline: true })
const texts = ({ label, hint, minItems = 1 }: Describe & { minItems?: number }) =>
  list(text(), { label, hint, minItems })
/** Text with "{name}" placeholders the page fills in; the build requires each one. */
const template = (names: readonly string[], label: string) =>
  text({
    label,
    hint: `As chaves são trocadas pelo valor na página: ${names.map(name => `{${name}}`).join(", ")}.`,
    pattern: placeholdersPattern(names),
    patternMessage: `Mantenha ${names.map(name => `{${name}}`).join(" e ")} no texto`,
  })
const percentage = (example: string, label: string) =>
  text({ label, pattern: /^\d{1,2}%$/, patternMessage: `Escreva uma porcentagem como "${example}"` })
const videoId = (label: string, optional = false) =>
  text({
    optional,
    label,
    hint: 'O id do vídeo no YouTube: o trecho depois de "v=" no link.',
    pattern: /^[A-Za-z0-9_-]{6,20}$/,
    patternMessage: 'Use só o id do vídeo, como "dQw4w9WgXcQ"',
  })
const icon = (label = "Ícone") => text({ label, hint: "Um emoji, como 🎯." })

export { formatPrice, parsePrice }

export const PRICE_PATTERN = /^R\$ \d{1,3}(\.\d{3})*(,\d{2})?$/
export const PRICE_MESSAGE =
  'Escreva o preço como "R$ 1.497" ou "R$ 164,08": ponto nos milhares e, quando houver centavos, vírgula e dois dígitos'
export const URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/
export const URL_MESSAGE = "Use um endereço completo que comece com https://"

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

/** The Max plan in plans.json: the renewal's full price and its instalments are that plan's own figures. */
function fullPriceIsMaxPlan(data: ContentRecord, lookup: Lookup): string[] {
  const max = entriesOf(lookup("plans.json")).find(plan => plan.id === "max")
  if (!max) return []
  const errors: string[] = []
  const planPrice = textOf(max.price)
  const fullPrice = textOf(data.fullPrice)
  if (parsePrice(fullPrice) !== parsePrice(planPrice)) {
    errors.push(
      `field "fullPrice": says ${fullPrice} but plans.json → entry "max" → field "price" says ${planPrice}; change one so they match`,
    )
  }
  const planInstalments = textOf(max.installments)
  const match = /(\d+)x de (R\$ [\d.,]+)/.exec(planInstalments)
  const count = Number(data.fullInstallmentCount)
  const instalment = textOf(data.fullInstallmentPrice)
  if (match && (Number(match[1]) !== count || parsePrice(match[2]) !== parsePrice(instalment))) {
    errors.push(
      `field "fullInstallmentPrice": says ${count}x de ${instalment} but plans.json → entry "max" → field "installments" says "${planInstalments}"; change one so they match`,
    )
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

function installmentsFigures(priceField: string, countField: string, instalmentField: string) {
  return (data: ContentRecord): string[] => {
    const upfront = parsePrice(textOf(data[priceField]))
    const instalment = parsePrice(textOf(data[instalmentField]))
    const count = Number(data[countField])
    // Instalments carry card interest, so they may only cost more than paying upfront.
    if ([upfront, instalment, count].some(Number.isNaN) || instalment * count >= upfront) return []
    return [
      `field "${instalmentField}": ${count} × ${textOf(data[instalmentField])} is less than the ${priceField} ${textOf(data[priceField])}`,
    ]
  }
}

/** An offer window must open before it closes. */
function startsBeforeEnd(data: ContentRecord): string[] {
  const starts = parseDateTime(textOf(data.startsAt))
  const ends = parseDateTime(textOf(data.endsAt))
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts < ends) return []
  return [`field "startsAt": ${textOf(data.startsAt)} must be before endsAt ${textOf(data.endsAt)}`]
}

/** The home promo (ui.json → banner): a start needs an end, and comes before it. */
function promoDates(data: ContentRecord): string[] {
  const banner = (data.banner ?? {}) as ContentRecord
  if (banner.startsAt && !banner.endsAt) return ['field "banner" → "startsAt": a promo with a start needs an endsAt']
  return startsBeforeEnd(banner).map(message => `field "banner" → ${message.replace(/^field /, "")}`)
}

// ---------- the content files ----------
export const PAGES = Object.keys(PAGE_SECTIONS) as PageId[]

const renewalCard = object("RenewalCard", {
  title: text({ label: "Título" }),
  description: para("Texto"),
  icon: icon(),
})

/** Every file under content/data, by collection name (a list file's key is this name). */
export const COLLECTIONS = {
  pages: {
    file: "pages.json",
    label: "Páginas (título e descrição para o Google)",
    typeName: "PagesJson",
    shape: "list",
    listKey: "pages",
    entryTypeName: "Page",
    idField: "id",
    count: 6,
    entries: { label: "Páginas", singular: "página" },
    summary: "{{fields.path}} · {{fields.title}}",
    fields: {
      id: text({ oneOf: PAGES, label: "Página", hint: "Qual página do site estes textos descrevem." }),
      path: text({
        label: "Endereço",
        pattern: /^\/[a-z0-9-]*$/,
        patternMessage: 'Use um caminho como "/" ou "/semana-cliente"',
      }),
      title: text({ label: "Título", hint: "Aparece na aba do navegador e no Google (até uns 60 caracteres)." }),
      description: para("Descrição", "Aparece no Google e ao compartilhar o link (até uns 155 caracteres)."),
      /** /semana-cliente built outside the customer week (before it starts, after it ends). */
      outsideWeekTitle: optText(
        "Título fora da Semana do Cliente",
        "Só /semana-cliente: o título de uma publicação feita antes ou depois da semana.",
      ),
      outsideWeekDescription: optText(
        "Descrição fora da Semana do Cliente",
        "Só /semana-cliente: a descrição de uma publicação feita antes ou depois da semana.",
      ),
    },
  },
  journey: {
    file: "journey.json",
    label: "Jornada: as 7 fases",
    typeName: "JourneyJson",
    shape: "list",
    listKey: "phases",
    entryTypeName: "Phase",
    idField: "number",
    count: 7,
    entries: { label: "Fases", singular: "fase" },
    summary: "{{fields.number}} · {{fields.title}}",
    fields: {
      number: text({
        label: "Número da fase",
        pattern: /^0[1-7]$/,
        patternMessage: "Escreva o número da fase com dois dígitos, de 01 a 07",
      }),
      title: text({ label: "Título" }),
      description: para("Descrição", "Texto do cartão da fase."),
      icon: icon(),
      modal: object(
        "PhaseModal",
        {
          intro: para("Introdução"),
          learnings: texts({ label: "O que você vai aprender" }),
          expectedResult: para("Resultado esperado"),
        },
        { label: "Janela da fase", hint: "O que aparece ao clicar na fase." },
      ),
    },
  },
  agents: {
    file: "agents.json",
    label: "Agentes (cartões de demonstração)",
    typeName: "AgentsJson",
    shape: "list",
    listKey: "agents",
    entryTypeName: "Agent",
    idField: "id",
    count: 8,
    entries: { label: "Agentes", singular: "agente" },
    summary: "{{fields.id}} · {{fields.title}}",
    fields: {
      id: text({
        label: "Id",
        hint: "basic-1 a basic-5 para os básicos, advanced-1 a advanced-3 para os avançados.",
        pattern: /^(basic|advanced)-\d+$/,
        patternMessage: 'Use um id como "basic-1" ou "advanced-1"',
      }),
      title: text({ label: "Título" }),
      description: para("Descrição"),
      tools: texts({ label: "Ferramentas", hint: "Um emoji por ferramenta." }),
      tag: text({ label: "Etiqueta" }),
      category: text({
        oneOf: ["basic", "advanced"],
        label: "Categoria",
        hint: "A página mostra 5 básicos e 3 avançados.",
      }),
      modal: object(
        "AgentModal",
        {
          description: para("Descrição"),
          features: texts({ label: "Recursos" }),
          story: para("Exemplo prático"),
        },
        { label: "Janela do agente", hint: "O que aparece ao clicar no cartão." },
      ),
    },
    checks: [countPerValue("category", { basic: 5, advanced: 3 }), idMatchesCategory],
  },
  demos: {
    file: "demos.json",
    label: "Vídeos de demonstração",
    typeName: "DemosJson",
    shape: "list",
    listKey: "videos",
    entryTypeName: "DemoVideo",
    idField: "id",
    count: 3,
    entries: { label: "Vídeos", singular: "vídeo" },
    summary: "{{fields.title}} · {{fields.subtitle}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      title: text({ label: "Título" }),
      subtitle: text({ label: "Subtítulo" }),
      description: para("Descrição"),
      practicalExample: para("Exemplo prático"),
      videoId: videoId("Vídeo do YouTube"),
      poster: image({ label: "Capa do vídeo", hint: "Imagem mostrada antes do clique no play.", folder: "posters" }),
      fallback: para("Texto alternativo", "Aparece no lugar do vídeo quando ele não carrega."),
    },
  },
  portfolio: {
    file: "portfolio.json",
    label: "Portfólio (carrossel de projetos)",
    typeName: "PortfolioJson",
    shape: "list",
    listKey: "projects",
    entryTypeName: "PortfolioItem",
    idField: "id",
    count: 12,
    entries: { label: "Projetos", singular: "projeto" },
    summary: "{{fields.name}} · {{fields.implementationValue}}",
    fields: {
      id: text({
        label: "Id",
        pattern: /^[a-z][a-z0-9-]*$/,
        patternMessage: 'Use um id em minúsculas, com hífens, como "real-estate"',
      }),
      name: text({ label: "Nome" }),
      title: text({ label: "Título" }),
      description: para("Descrição"),
      image: image({ label: "Imagem", folder: "portfolio" }),
      imageAlt: text({ label: "Descrição da imagem", hint: "Para leitores de tela: o que a imagem mostra." }),
      icon: icon(),
      implementationValue: price({ label: "Valor da implementação" }),
      monthlyValue: price({ optional: true, label: "Valor mensal", hint: "Deixe vazio quando não há mensalidade." }),
      category: text({
        oneOf: ["protagonist", "productivity", "support", "niche"],
        label: "Categoria",
        hint: "protagonist = projeto principal, productivity = produtividade, support = atendimento, niche = nichos.",
      }),
      features: texts({ label: "Recursos" }),
    },
  },
  testimonials: {
    file: "testimonials.json",
    label: "Depoimentos (página inicial)",
    typeName: "TestimonialsJson",
    shape: "list",
    listKey: "testimonials",
    entryTypeName: "Testimonial",
    idField: "id",
    entries: { label: "Depoimentos", singular: "depoimento" },
    summary: "{{fields.name}} · {{fields.value}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      name: text({ label: "Nome" }),
      role: text({ label: "Quem é" }),
      date: text({ label: "Data", hint: 'Como aparece na página, por exemplo "Janeiro de 2025".' }),
      value: price({ label: "Valor do resultado" }),
      image: image({ label: "Foto", folder: "testimonials" }),
      imageAlt: text({ label: "Descrição da foto", hint: "Para leitores de tela: o que a foto mostra." }),
      description: para("Resultado"),
      quote: para("Depoimento"),
      videoId: videoId("Vídeo do depoimento (opcional)", true),
    },
  },
  plans: {
    file: "plans.json",
    label: "Planos Plus e Max",
    typeName: "PlansJson",
    shape: "list",
    listKey: "plans",
    entryTypeName: "Plan",
    idField: "id",
    count: 2,
    entries: { label: "Planos", singular: "plano" },
    summary: "{{fields.name}} · {{fields.price}}",
    fields: {
      id: text({
        oneOf: ["plus", "max"],
        label: "Plano",
        hint: "O link do checkout de cada plano está em Configurações do site.",
      }),
      name: text({ label: "Nome" }),
      price: price({ label: "Preço" }),
      installments: text({ label: "Parcelamento", hint: 'Por exemplo "ou 12x de R$ 164,08".' }),
      period: text({ label: "Período de acesso" }),
      description: para("Descrição"),
      badge: optText("Selo", 'Por exemplo "Mais escolhido". Deixe vazio para não mostrar.'),
      highlighted: bool({ label: "Destacar o cartão" }),
      ctaLabel: text({ label: "Texto do botão" }),
      included: texts({ label: "Incluído" }),
      excluded: texts({ label: "Não incluído", minItems: 0 }),
      promoBonus: list(text(), {
        optional: true,
        minItems: 0,
        label: "Bônus da promoção",
        hint: "Aparecem no cartão e no formulário só enquanto vale a promoção da faixa do topo (datas em Textos curtos da interface → Faixa de promoção).",
      }),
    },
  },
  valueStack: {
    file: "valueStack.json",
    label: "Pilha de valor (página inicial)",
    typeName: "ValueStackJson",
    shape: "list",
    listKey: "items",
    entryTypeName: "ValueStackItem",
    idField: "id",
    entries: { label: "Itens", singular: "item" },
    summary: "{{fields.name}} · {{fields.price}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      name: text({ label: "Nome" }),
      price: price({ label: "Preço por ano", hint: "A soma dos itens deve ser o total em Oferta." }),
      description: para("Descrição"),
    },
  },
  offer: {
    file: "offer.json",
    label: "Oferta (total, desconto, curso, garantia, bônus)",
    typeName: "OfferJson",
    shape: "object",
    fields: {
      valueStackTotal: price({ label: "Total da pilha de valor", hint: "Igual à soma dos itens da Pilha de valor." }),
      discount: percentage("79%", "Desconto"),
      saving: price({ label: "Economia", hint: "O total menos o preço do Plano Max." }),
      courseValue: price({ label: "Valor do curso" }),
      courseHours: text({ label: "Horas de curso", hint: 'Por exemplo "400+".' }),
      llmBonusMonthly: price({ label: "Bônus de IAs por mês" }),
      llmBonusYearly: price({ label: "Bônus de IAs por ano" }),
    },
    checks: [offerFigures],
  },
  llmBonus: {
    file: "llmBonus.json",
    label: "Bônus: modelos de IA",
    typeName: "LlmBonusJson",
    shape: "list",
    listKey: "models",
    entryTypeName: "LlmModel",
    idField: "id",
    count: 6,
    entries: { label: "Modelos", singular: "modelo" },
    summary: "{{fields.name}} · {{fields.status}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      name: text({ label: "Nome" }),
      vendor: text({ label: "Empresa" }),
      status: text({ label: "Situação", hint: 'Por exemplo "Ilimitado".' }),
      description: para("Descrição"),
    },
  },

  toolPillars: {
    file: "toolPillars.json",
    label: "Ferramentas: pilares e categorias de templates",
    typeName: "ToolPillarsJson",
    shape: "object",
    fields: {
      pillars: list(
        object("ToolPillar", {
          id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
          name: text({ label: "Nome" }),
          title: text({ label: "Título" }),
          description: para("Descrição"),
          icon: icon(),
          highlights: texts({ label: "Destaques" }),
        }),
        { minItems: 4, maxItems: 4, label: "Pilares", summary: "{{fields.name}} · {{fields.title}}" },
      ),
      templateCategories: list(
        object("TemplateCategory", {
          name: text({ label: "Nome" }),
          count: int({ min: 1, max: 999, label: "Quantidade de templates" }),
          icon: icon(),
        }),
        { label: "Categorias de templates", summary: "{{fields.name}} · {{fields.count}}" },
      ),
    },
  },

  methodology: {
    file: "methodology.json",
    label: "Metodologia: camadas e pilares",
    typeName: "MethodologyJson",
    shape: "object",
    fields: {
      layers: list(
        object("MethodologyLayer", {
          name: text({ label: "Nome" }),
          title: text({ label: "Título" }),
          description: para("Descrição"),
        }),
        { label: "Camadas", summary: "{{fields.name}} · {{fields.title}}" },
      ),
      pillars: list(
        object("MethodologyPillar", {
          name: text({ label: "Nome" }),
          title: text({ label: "Título" }),
          description: para("Descrição"),
          icon: icon(),
        }),
        { label: "Pilares", summary: "{{fields.name}} · {{fields.title}}" },
      ),
    },
  },
  painVsPath: {
    file: "painVsPath.json",
    label: "Dor x novo caminho",
    typeName: "PainVsPathJson",
    shape: "object",
    fields: {
      painTitle: text({ label: "Título da dor" }),
      pains: texts({ label: "Dores" }),
      newPathTitle: text({ label: "Título do novo caminho" }),
      newPath: texts({ label: "Novo caminho" }),
      trustPoints: texts({ label: "Pontos de confiança" }),
    },
  },
  renewalPriceItems: {
    file: "renewalPriceItems.json",
    label: "Semana do Cliente: os 9 itens com preço",
    typeName: "RenewalPriceItemsJson",
    shape: "list",
    listKey: "items",
    entryTypeName: "RenewalPriceItem",
    idField: "id",
    count: 9,
    entries: { label: "Itens", singular: "item" },
    summary: "{{fields.name}} · {{fields.price}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      name: text({ label: "Nome" }),
      price: price({
        label: "Preço por ano",
        hint: "A soma dos itens deve ser o total riscado em Semana do Cliente: oferta.",
      }),
      description: para("Descrição"),
    },
  },
  renewalOffer: {
    file: "renewalOffer.json",
    label: "Semana do Cliente: oferta",
    typeName: "RenewalOfferJson",
    shape: "object",
    fields: {
      startsAt: dateTime({
        optional: true,
        label: "Início da Semana do Cliente",
        hint: 'Data e hora com o fuso, como "2026-11-30T00:00:00-03:00". Sem ela, a oferta vale até o fim.',
      }),
      endsAt: dateTime({
        label: "Fim da Semana do Cliente",
        hint: 'Data e hora com o fuso, como "2026-12-06T23:59:59-03:00". Depois dela, a página volta ao preço cheio sozinha.',
      }),
      planName: text({ label: "Nome do plano" }),
      discount: percentage("40%", "Desconto"),
      individualTotal: price({ label: "Total riscado dos itens", hint: "Igual à soma dos 9 itens com preço." }),
      fullPrice: price({
        label: "Preço cheio",
        hint: "Riscado durante a semana; o preço da página fora dela. Igual ao preço do Plano Max em Planos.",
      }),
      offerPrice: price({ label: "Preço da oferta" }),
      installmentCount: int({ min: 1, max: 24, label: "Número de parcelas" }),
      installmentPrice: price({
        label: "Valor da parcela",
        hint: "Parcelas × valor não pode ser menos que o preço da oferta.",
      }),
      fullInstallmentCount: int({ min: 1, max: 24, label: "Número de parcelas do preço cheio" }),
      fullInstallmentPrice: price({
        label: "Valor da parcela do preço cheio",
        hint: "Mostrado fora da Semana do Cliente. Igual às parcelas do Plano Max em Planos; parcelas × valor não pode ser menos que o preço cheio.",
      }),
      origem: text({
        label: "Origem (no link do checkout)",
        pattern: /^[a-z0-9-]+$/,
        patternMessage: 'Use letras minúsculas, números e hífens, como "semana-cliente"',
      }),
      guaranteeDays: int({ min: 1, max: 30, label: "Dias de garantia" }),
    },
    checks: [
      totalMatches("individualTotal", "renewalPriceItems.json"),
      installmentsFigures("offerPrice", "installmentCount", "installmentPrice"),
      installmentsFigures("fullPrice", "fullInstallmentCount", "fullInstallmentPrice"),
      fullPriceIsMaxPlan,
      startsBeforeEnd,
    ],
  },
  renewal: {
    file: "renewal.json",
    label: "Semana do Cliente: cartões, bônus e textos curtos",
    typeName: "RenewalJson",
    shape: "object",
    fields: {
      audiences: list(renewalCard, { label: "Para quem é", summary: "{{fields.title}}" }),
      risks: list(renewalCard, { label: "O que acontece se parar", summary: "{{fields.title}}" }),
      includes: list(
        object("RenewalInclude", {
          name: text({ label: "Nome" }),
          value: text({ label: "Valor" }),
          description: para("Descrição"),
        }),
        { label: "O que o Max inclui", summary: "{{fields.name}} · {{fields.value}}" },
      ),
      bonuses: list(
        object("RenewalBonus", {
          title: text({ label: "Título" }),
          value: text({ label: "Valor" }),
          description: para("Descrição"),
        }),
        { label: "Bônus", summary: "{{fields.title}} · {{fields.value}}" },
      ),
      afterOffer: texts({ label: "O que muda depois da semana" }),
      labels: object(
        "RenewalLabels",
        {
          discountBadge: template(["discount"], "Selo de desconto"),
          bonusLabel: text({ label: "Rótulo de bônus" }),
          bonusesTitle: text({ label: "Título dos bônus" }),
          priceListTitle: text({ label: "Título da lista de preços" }),
          perYear: text({ label: "Por ano" }),
          individualTotal: text({ label: "Rótulo do total dos itens" }),
          fullPrice: text({ label: "Rótulo do preço cheio" }),
          offerLabel: text({ label: "Rótulo da oferta" }),
          upfront: text({ label: "À vista" }),
          installments: template(["count", "price"], "Parcelamento"),
          afterOfferTitle: text({ label: "Título de depois da oferta" }),
          regularPriceLabel: text({ label: "Rótulo do preço fora da Semana do Cliente" }),
          weekEnded: text({
            label: "Semana encerrada",
            hint: "Substitui o banner de desconto quando a Semana do Cliente termina.",
          }),
        },
        { label: "Textos curtos em volta dos preços" },
      ),
      countdown: object(
        "RenewalCountdown",
        {
          endsIn: template(["time"], "Tempo até o fim"),
          startsIn: template(["time"], "Tempo até o início"),
          day: text({ label: "Dia (singular)" }),
          days: text({ label: "Dias (plural)" }),
          hour: text({ label: "Hora (singular)" }),
          hours: text({ label: "Horas (plural)" }),
          minute: text({ label: "Minuto (singular)" }),
          minutes: text({ label: "Minutos (plural)" }),
          and: text({ label: "Conjunção", hint: 'Entre duas unidades: "2 dias e 5 horas".' }),
          daysShort: text({ label: "Rótulo sob os dias" }),
          hoursShort: text({ label: "Rótulo sob as horas" }),
          minutesShort: text({ label: "Rótulo sob os minutos" }),
        },
        { label: "Contagem regressiva", hint: '{time} vira, por exemplo, "2 dias e 5 horas".' },
      ),
    },
  },
  renewalTestimonials: {
    file: "renewalTestimonials.json",
    label: "Semana do Cliente: depoimentos",
    typeName: "RenewalTestimonialsJson",
    shape: "list",
    listKey: "testimonials",
    entryTypeName: "RenewalTestimonial",
    idField: "id",
    count: 4,
    entries: { label: "Depoimentos", singular: "depoimento" },
    summary: "{{fields.name}} · {{fields.value}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      name: text({ label: "Nome" }),
      value: price({ label: "Valor do contrato" }),
      caption: para("Legenda"),
      image: image({ label: "Imagem", folder: "renewal" }),
      imageAlt: text({ label: "Descrição da imagem", hint: "Para leitores de tela: o que a imagem mostra." }),
    },
  },
  accessCards: {
    file: "accessCards.json",
    label: "Obrigado: cartões de acesso",
    typeName: "AccessCardsJson",
    shape: "list",
    listKey: "cards",
    entryTypeName: "AccessCard",
    idField: "id",
    count: 4,
    entries: { label: "Cartões", singular: "cartão" },
    summary: "{{fields.title}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      title: text({ label: "Título" }),
      description: para("Descrição"),
      icon: icon(),
      url: url({ label: "Link de acesso" }),
      buttonLabel: text({ label: "Texto do botão" }),
      note: optText("Selo", 'Por exemplo "Inclui 1 ano do plano Unlimited". Deixe vazio para não mostrar.'),
    },
  },
  faq: {
    file: "faq.json",
    label: "Perguntas frequentes",
    typeName: "FaqJson",
    shape: "list",
    listKey: "questions",
    entryTypeName: "FaqItem",
    idField: "id",
    entries: { label: "Perguntas", singular: "pergunta" },
    summary: "{{fields.page}} · {{fields.question}}",
    fields: {
      id: text({ label: "Id", hint: "Nome interno, sem espaços." }),
      page: text({ oneOf: PAGES, label: "Página" }),
      question: text({ label: "Pergunta" }),
      answer: para("Resposta"),
      /** /semana-cliente: "open" shows the question only during the customer week, "closed" only outside it. */
      weekOnly: text({
        optional: true,
        oneOf: ["open", "closed"],
        label: "Só em um período (Semana do Cliente)",
        hint: '"open": só durante a Semana do Cliente; "closed": só fora dela. Vazio: sempre.',
      }),
    },
  },
  consent: {
    file: "consent.json",
    label: "Cookies: aviso, preferências e tabela da Política de Privacidade",
    typeName: "ConsentJson",
    shape: "object",
    fields: {
      revision: int({
        min: 1,
        max: 9999,
        label: "Versão da Política de Privacidade",
        hint: "Aumente quando a política mudar o que os visitantes aceitaram: todos são perguntados de novo, e os leads registram a versão.",
      }),
      banner: object(
        "ConsentBanner",
        {
          label: text({ label: "Nome do aviso (leitor de tela)" }),
          title: text({ label: "Título" }),
          description: text({ label: "Texto", multiline: true }),
          policyLinkLabel: text({ label: "Link para a política" }),
          revisionMessage: text({ label: "Aviso de nova versão", hint: "Aparece quando a versão da política mudou." }),
          acceptAll: text({ label: "Botão aceitar todos" }),
          rejectAll: text({ label: "Botão rejeitar todos" }),
          customize: text({ label: "Botão personalizar" }),
        },
        { label: "Aviso de cookies" },
      ),
      preferences: object(
        "ConsentPreferences",
        {
          title: text({ label: "Título" }),
          intro: text({ label: "Introdução", multiline: true }),
          acceptAll: text({ label: "Botão aceitar todos" }),
          rejectAll: text({ label: "Botão rejeitar todos" }),
          save: text({ label: "Botão salvar escolhas" }),
          close: text({ label: "Botão fechar (leitor de tela)" }),
          moreTitle: text({ label: "Título de mais informações" }),
          moreDescription: text({ label: "Mais informações", multiline: true }),
          policyLinkLabel: text({ label: "Link para a política" }),
        },
        { label: "Preferências de cookies" },
      ),
      categories: list(
        object("ConsentCategoryCopy", {
          id: text({ oneOf: CONSENT_CATEGORIES, label: "Categoria" }),
          title: text({ label: "Título", hint: "Também o nome do seu botão liga/desliga: diga o que ele liga." }),
          description: text({ label: "Descrição", multiline: true }),
        }),
        { minItems: 3, maxItems: 3, label: "Categorias", summary: "{{fields.title}}" },
      ),
      tableHeaders: object(
        "ConsentTableHeaders",
        {
          name: text({ label: "Coluna nome" }),
          provider: text({ label: "Coluna quem define" }),
          kind: text({ label: "Coluna tipo" }),
          purpose: text({ label: "Coluna finalidade" }),
          lifetime: text({ label: "Coluna duração" }),
        },
        { label: "Cabeçalhos da tabela de cookies" },
      ),
      // Every cookie and storage key the site (or a tag it loads) may set: the policy's table and the preferences.
      storage: list(
        object("StorageItem", {
          name: text({ label: "Nome do cookie ou chave" }),
          provider: text({ label: "Quem define" }),
          kind: text({ label: "Tipo", hint: "Cookie, localStorage, sessionStorage…" }),
          category: text({ oneOf: CONSENT_CATEGORIES, label: "Categoria" }),
          purpose: text({ label: "Finalidade", multiline: true }),
          lifetime: text({ label: "Duração" }),
        }),
        { label: "Cookies e chaves de armazenamento", summary: "{{fields.name}} · {{fields.provider}}" },
      ),
    },
    checks: [everyConsentCategoryOnce],
  },
  ui: {
    file: "ui.json",
    label: "Textos curtos da interface",
    typeName: "UiJson",
    shape: "object",
    checks: [promoDates],
    fields: {
      banner: object(
        "UiBanner",
        {
          startsAt: dateTime({
            optional: true,
            label: "Início da promoção",
            hint: 'Data e hora com o fuso, como "2026-11-23T00:00:00-03:00". Sem ela, a promoção vale até o fim.',
          }),
          endsAt: dateTime({
            optional: true,
            label: "Fim da promoção",
            hint: 'Data e hora com o fuso, como "2026-11-30T23:59:59-03:00". Depois dela, a faixa e os bônus somem sozinhos. Sem ela, não há faixa nem bônus.',
          }),
          text: text({
            label: "Texto do último dia",
            hint: "Aparece só no último dia da promoção (horário de Brasília).",
          }),
          untilText: template(["date"], "Texto antes do último dia"),
          countdownPrefix: text({ label: "Antes da contagem regressiva" }),
          hurryLine: text({
            label: "Aviso de poucas horas",
            hint: "Aparece 10 s depois de abrir a página, por 3 s, só quando faltam menos de 6 horas para o fim da promoção.",
          }),
          ctaLabel: text({ label: "Texto do botão" }),
          closeLabel: text({ label: "Botão fechar (leitor de tela)" }),
        },
        { label: "Faixa de promoção" },
      ),
      widget: object(
        "UiWidget",
        {
          openLabel: text({ label: "Botão abrir (leitor de tela)" }),
          closeLabel: text({ label: "Botão fechar (leitor de tela)" }),
          title: text({ label: "Título" }),
          salesLabel: text({ label: "Opção comercial" }),
          salesDescription: text({ label: "Descrição da opção comercial" }),
          whatsappLabel: text({ label: "Opção WhatsApp" }),
          whatsappDescription: text({ label: "Descrição da opção WhatsApp" }),
          promoBubble: text({ label: "Balão da promoção" }),
        },
        { label: "Botão de atendimento" },
      ),
      leadForm: object(
        "UiLeadForm",
        {
          title: text({ label: "Título" }),
          subtitle: text({ label: "Subtítulo" }),
          planLabel: text({ label: "Rótulo do plano" }),
          nameLabel: text({ label: "Rótulo do nome" }),
          namePlaceholder: text({ label: "Exemplo no campo nome" }),
          emailLabel: text({ label: "Rótulo do e-mail" }),
          emailPlaceholder: text({ label: "Exemplo no campo e-mail" }),
          phoneLabel: text({ label: "Rótulo do telefone" }),
          phonePlaceholder: text({ label: "Exemplo no campo telefone" }),
          submitLabel: text({ label: "Botão enviar" }),
          processingLabel: text({ label: "Botão enquanto envia" }),
          privacyNote: text({ label: "Nota de privacidade" }),
          // Under the submit button: "Ao continuar, você concorda com a {link}." The link opens in a new tab.
          policyNotice: template(["link"], "Aviso sob o botão (política de privacidade)"),
          policyLinkLabel: text({ label: "Texto do link da política" }),
          newTabLabel: text({
            label: "Abre em nova aba (leitor de tela)",
            hint: "Lido depois de um link que abre em nova aba.",
          }),
          closeLabel: text({ label: "Botão fechar (leitor de tela)" }),
          nameRequired: text({ label: "Erro: nome vazio" }),
          emailRequired: text({ label: "Erro: e-mail vazio" }),
          emailInvalid: text({ label: "Erro: e-mail inválido" }),
          phoneRequired: text({ label: "Erro: telefone vazio" }),
          phoneInvalid: text({ label: "Erro: telefone inválido" }),
        },
        { label: 'Formulário "Quase lá!"' },
      ),
      modal: object(
        "UiModal",
        {
          closeLabel: text({ label: "Botão fechar (leitor de tela)" }),
          phaseCtaLabel: text({ label: "Botão da janela da fase" }),
          learningsTitle: text({ label: "Título do que vai aprender" }),
          resultTitle: text({ label: "Título do resultado" }),
          featuresTitle: text({ label: "Título dos recursos" }),
          storyTitle: text({ label: "Título do exemplo prático" }),
        },
        { label: "Janelas das fases e dos agentes" },
      ),
      carousel: object(
        "UiCarousel",
        {
          previousLabel: text({ label: "Anterior (leitor de tela)" }),
          nextLabel: text({ label: "Próximo (leitor de tela)" }),
          dotLabel: text({ label: "Ponto de navegação (leitor de tela)" }),
          zoomInLabel: text({ label: "Aumentar zoom (leitor de tela)" }),
          zoomOutLabel: text({ label: "Diminuir zoom (leitor de tela)" }),
          resetLabel: text({ label: "Voltar o zoom (leitor de tela)" }),
          implementationLabel: text({ label: "Rótulo da implementação" }),
          monthlyLabel: text({ label: "Rótulo da mensalidade" }),
          regionLabel: text({ label: "Nome do carrossel (leitor de tela)" }),
          roleDescription: text({ label: "O que é o carrossel (leitor de tela)", hint: 'Por exemplo "carrossel".' }),
          slideRoleDescription: text({ label: "O que é cada slide (leitor de tela)", hint: 'Por exemplo "projeto".' }),
          slideLabel: template(["number", "total", "name"], "Nome de cada slide (leitor de tela)"),
          zoomHint: text({ label: "Dica de zoom" }),
          zoomLevelLabel: text({ label: "Nível de zoom (leitor de tela)" }),
          pauseLabel: text({ label: "Pausar (leitor de tela)" }),
          playLabel: text({ label: "Continuar (leitor de tela)" }),
        },
        { label: "Carrossel do portfólio" },
      ),
      video: object(
        "UiVideo",
        {
          playLabel: text({ label: "Botão play (leitor de tela)" }),
          unavailableTitle: text({ label: "Título de vídeo indisponível" }),
        },
        { label: "Vídeos" },
      ),
      footer: object(
        "UiFooter",
        {
          text: text({ label: "Texto" }),
          copyright: template(["year"], "Direitos autorais ({year}: o ano em que o site foi publicado)"),
          legalNavLabel: text({ label: "Nome dos links legais (leitor de tela)" }),
          privacyLabel: text({ label: "Link da Política de Privacidade" }),
          termsLabel: text({ label: "Link dos Termos de Uso" }),
          cookiePreferencesLabel: text({ label: "Botão de preferências de cookies" }),
          cnpjLabel: text({ label: "Rótulo do CNPJ" }),
        },
        { label: "Rodapé" },
      ),
      // The privacy policy and the terms: labels around the seller's data (content/site.json).
      legal: object(
        "UiLegal",
        {
          controllerTitle: text({ label: "Título do controlador dos dados" }),
          sellerTitle: text({ label: "Título de quem vende" }),
          legalNameLabel: text({ label: "Rótulo da razão social" }),
          cnpjLabel: text({ label: "Rótulo do CNPJ" }),
          addressLabel: text({ label: "Rótulo do endereço" }),
          emailLabel: text({ label: "Rótulo do e-mail" }),
          dpoLabel: text({ label: "Rótulo do encarregado" }),
          dpoEmailLabel: text({ label: "Rótulo do e-mail do encarregado" }),
          versionLabel: template(["revision"], "Versão da política"),
          backLabel: text({ label: "Link de volta ao site" }),
        },
        { label: "Páginas legais" },
      ),
      // Short labels of the landing page's sections.
      home: object(
        "UiHome",
        {
          rating: int({ min: 1, max: 5, label: "Estrelas da avaliação" }),
          ratingLabel: template(["rating"], "Avaliação (leitor de tela)"),
          trustLabel: text({ label: "Rótulo de confiança" }),
          layersTitle: text({ label: "Título das camadas" }),
          pillarsTitle: text({ label: "Título dos pilares" }),
          phaseLabel: text({ label: "Rótulo de fase" }),
          detailsLabel: text({ label: "Ver detalhes" }),
          basicAgentsTitle: text({ label: "Título dos agentes básicos" }),
          advancedAgentsTitle: text({ label: "Título dos agentes avançados" }),
          toolsTitle: text({ label: "Título das ferramentas" }),
          categoriesTitle: text({ label: "Título das categorias" }),
          templatesUnit: text({ label: "Unidade de templates" }),
          courseHoursLabel: text({ label: "Rótulo das horas de curso" }),
          courseValueLabel: text({ label: "Rótulo do valor do curso" }),
          bonusValueLabel: text({ label: "Rótulo do valor do bônus" }),
          perMonth: text({ label: "Por mês" }),
          perYear: text({ label: "Por ano" }),
          stackTotalLabel: text({ label: "Rótulo do total da pilha" }),
          discountLabel: text({ label: "Rótulo do desconto" }),
          savingLabel: text({ label: "Rótulo da economia" }),
          priceRevealLabel: text({ label: "Rótulo da revelação do preço" }),
          includedLabel: text({ label: "Rótulo de incluído" }),
          excludedLabel: text({ label: "Rótulo de não incluído" }),
        },
        { label: "Rótulos da página inicial" },
      ),
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
  page: text({ oneOf: PAGES, label: "Página", hint: "Qual página usa este texto: não mude." }),
  section: text({
    label: "Seção",
    hint: "Qual seção da página usa este texto: não mude.",
    pattern: /^[a-z][a-zA-Z0-9-]*$/,
    patternMessage: 'Use um nome de seção como "hero"',
  }),
  title: text({ label: "Título" }),
  eyebrow: optText("Chamada acima do título", "Deixe vazio quando a seção não usa."),
  subtitle: optText("Subtítulo", "Deixe vazio quando a seção não usa."),
  badge: optText("Selo", "Deixe vazio quando a seção não usa."),
  ctaLabel: optText("Texto do botão principal", "Deixe vazio quando a seção não tem botão."),
  secondaryCtaLabel: optText("Texto do segundo botão", "Deixe vazio quando a seção não tem segundo botão."),
  bullets: list(text(), { optional: true, label: "Tópicos", hint: "Deixe vazio quando a seção não usa." }),
  videoId: videoId("Vídeo do YouTube (opcional)", true),
  videoTitle: optText("Título do vídeo", "Para leitores de tela; use quando houver vídeo."),
  poster: image({ optional: true, label: "Capa do vídeo", folder: "posters" }),
  image: image({ optional: true, label: "Imagem", folder: "" }),
  imageAlt: optText("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
  note: optText("Observação", "Um aviso curto; na página de obrigado, a dica de salvar nos favoritos."),
  /** Prefilled WhatsApp message of a support button (the number is in site.json). */
  whatsappMessage: optText(
    "Mensagem do WhatsApp",
    "Mensagem pronta do botão de suporte; vazio = a mensagem de Configurações do site.",
  ),
  // /semana-cliente: what replaces title, eyebrow, subtitle and button label outside the customer week
  // (before it starts, after it ends), when the page sells at full price.
  outsideWeekTitle: optText(
    "Título fora da Semana do Cliente",
    "Semana do Cliente: substitui o título antes e depois da semana.",
  ),
  outsideWeekEyebrow: optText(
    "Chamada fora da Semana do Cliente",
    "Substitui a chamada acima do título antes e depois da semana.",
  ),
  outsideWeekSubtitle: optText(
    "Subtítulo fora da Semana do Cliente",
    "Substitui o subtítulo antes e depois da semana.",
  ),
  outsideWeekCtaLabel: optText(
    "Botão fora da Semana do Cliente",
    "Substitui o texto do botão antes e depois da semana.",
  ),
  // A draft (the legal texts until the lawyer's version): a production build refuses it (example-values.ts).
  rascunho: bool({
    optional: true,
    label: "Rascunho",
    hint: "Marcado: o texto ainda é rascunho e o site não pode ir ao ar com ele. Desmarque na versão final.",
  }),
} as const satisfies Fields

export type MdxFrontmatter = RecordOf<typeof MDX_FRONTMATTER>

/** The copy files a page renders (src/sections/page-sections.ts); a missing one fails the build. */
export function requiredSections(page: PageId): readonly string[] {
  return [...(PAGE_CHROME_COPY[page] ?? []), ...PAGE_SECTIONS[page]]
}

// ---------- GraphQL type definitions ----------
function graphqlType(spec: FieldSpec): string {
  const required = spec.optional ? "" : "!"
  switch (spec.kind) {
    case "text":
    case "price":
    case "url":
    case "dateTime":
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
