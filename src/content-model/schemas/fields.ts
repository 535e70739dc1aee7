/**
 * The kinds of field content files hold, and the collections (files) made of them: zod schemas whose
 * `.meta()` (carried by z.toJSONSchema) gives the CMS and GraphQL what they need. Labels, hints and
 * messages are for writers, in Portuguese; the build shows the same messages the CMS form does.
 */
import { z } from "zod"
import { dateTimeMessage, OFFSET_DATE_TIME, readDateTime } from "../../lib/date-time"
import { placeholdersPattern } from "../../lib/fill-template"

declare module "zod" {
  interface GlobalMeta {
    patternMessage?: string
    multiline?: boolean
    /** "image/*": a path to an image, relative to the content file, uploaded under content/images/<folder>. */
    contentMediaType?: string
    folder?: string
    /** Objects: their GraphQL type. */
    typeName?: string
    /** Lists: how the CMS names a collapsed item ("{{fields.number}} · {{fields.title}}") and one item. */
    summary?: string
    singular?: string
    /** Site settings: the environment variables that override a value, or a list's items, for one build. */
    env?: string
    envItems?: readonly string[]
    /** Numbers: shown beside the label ("R$"). */
    unit?: string
  }
}

type Titled = z.GlobalMeta & { title: string }

export const line = (title: string, description?: string) => z.string().meta({ title, description })

export const optionalLine = (title: string, description?: string) => line(title, description).optional()

/** A paragraph: the CMS gives it a multi-line box. */
export const paragraph = (title: string, description?: string) =>
  z.string().meta({ title, description, multiline: true })

/** A list of one-line texts; its items share its label. */
export const lines = (title: string, { description, min = 1 }: { description?: string; min?: number } = {}) =>
  z.array(z.string()).min(min).meta({ title, description })

/** A text that must match a pattern, with the words writers see when it does not (in the build and in the CMS). */
export function matching(pattern: RegExp, patternMessage: string, meta: Titled) {
  // Decap builds the pattern from its source alone (JSON Schema's "pattern"), so flags would be lost.
  if (pattern.flags) throw new Error(`${meta.title}: a content pattern cannot carry flags (${String(pattern)})`)
  return z
    .string()
    .regex(pattern, { error: patternMessage })
    .meta({ ...meta, patternMessage })
}

export const URL_MESSAGE = "Use um endereço completo que comece com https://"

export const httpsUrl = (meta: Titled) => matching(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, URL_MESSAGE, meta)

export const PRICE_MESSAGE =
  'escreva só o número, em reais, sem "R$" nem ponto nos milhares: 1497, ou 164.08 com centavos'

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** A price in reais, as a number (1497, 164.08): the pages write it as "R$ 1.497". */
export const price = (title: string, description = "Em reais, só o número: 1497, ou 164.08 com centavos.") =>
  z
    .number({ error: issue => `${JSON.stringify(issue.input)} — ${PRICE_MESSAGE}` })
    .min(0, { error: issue => `${String(issue.input)} — um preço não pode ser negativo` })
    .refine(inCents, { error: issue => `${String(issue.input)} — use no máximo dois dígitos de centavos, como 164.08` })
    .meta({ title, description, unit: "R$" })

const within = (number: z.ZodNumber, min: number, max: number) => {
  const outside = (issue: { input: unknown }) => `${String(issue.input)} está fora do intervalo: use de ${min} a ${max}`
  return number.min(min, { error: outside }).max(max, { error: outside })
}

export const wholeNumber = (min: number, max: number, title: string, description?: string) =>
  within(z.int(), min, max).meta({ title, description })

/** A number with at most two decimals, like a percentage of interest: 31.53. */
export const decimal = (min: number, max: number, title: string, description?: string) =>
  within(z.number(), min, max)
    .refine(inCents, {
      error: issue => `${String(issue.input)} tem mais de duas casas decimais: use no máximo duas, como 31.53`,
    })
    .meta({ title, description })

/** A path to an image under content/images/<folder>, relative to the content file (the build checks it exists). */
export const imagePath = (folder: string, title: string, description?: string) =>
  z.string().meta({ title, description, contentMediaType: "image/*", folder })

/** An instant with its offset, "2026-12-06T23:59:59-03:00": the pattern catches the form, the check a day or hour that does not exist. */
export const offsetDateTime = (title: string, description?: string) =>
  z
    .string()
    .regex(OFFSET_DATE_TIME, { error: dateTimeMessage("format") })
    .refine(value => readDateTime(value).ok, {
      error: issue => {
        const result = readDateTime(String(issue.input))
        return `${JSON.stringify(issue.input)} — ${dateTimeMessage(result.ok ? "format" : result.problem)}`
      },
    })
    .meta({ title, description, format: "date-time", patternMessage: dateTimeMessage("format") })

/** Text with "{name}" placeholders the page fills in; the build requires each one. */
export const placeholderText = (names: readonly string[], title: string) =>
  matching(placeholdersPattern(names), `Mantenha ${names.map(name => `{${name}}`).join(" e ")} no texto`, {
    title,
    description: `As chaves são trocadas pelo valor na página: ${names.map(name => `{${name}}`).join(", ")}.`,
  })

export const youtubeId = (title: string) =>
  matching(/^[A-Za-z0-9_-]{6,20}$/, 'Use só o id do vídeo, como "dQw4w9WgXcQ"', {
    title,
    description: 'O id do vídeo no YouTube: o trecho depois de "v=" no link.',
  })

export const emoji = (title = "Ícone") => line(title, "Um emoji, como 🎯.")

export const id = () => line("Id", "Nome interno, sem espaços.")

/** An object: its fields and its GraphQL type. */
export const record = <Shape extends z.core.$ZodLooseShape>(typeName: string, shape: Shape) =>
  z.strictObject(shape).meta({ typeName })

/** An object that is a field itself, with its label (and hint) for writers. */
export const group = <Shape extends z.core.$ZodLooseShape>(typeName: string, meta: string | Titled, shape: Shape) =>
  z.strictObject(shape).meta({ ...(typeof meta === "string" ? { title: meta } : meta), typeName })

export const records = <Item extends z.ZodType>(
  item: Item,
  { min = 1, max, ...meta }: Titled & { summary: string; min?: number; max?: number },
) => {
  const sized = z.array(item).min(min)
  return (max === undefined ? sized : sized.max(max)).meta(meta)
}

/** A parsed JSON content file, as the cross-file checks see it. */
export type ContentRecord = Record<string, unknown>

/** Reads another parsed content file by name ("plans.json"), for checks that span files. */
export type Lookup = (file: string) => unknown

/** A check across entries or files: messages for this file, each naming its field. */
export type CrossCheck = (data: ContentRecord, lookup: Lookup) => string[]

/**
 * A content collection, after Astro's: a file under content/data, its schema, what the CMS calls it, and,
 * for a list file (`{ "<key>": [entries] }` in the writers' order), the field that names an entry in
 * messages and must be unique, and the entries' GraphQL type.
 */
export interface Collection<Schema extends z.ZodObject = z.ZodObject> {
  label: string
  schema: Schema
  checks?: readonly CrossCheck[]
  list?: { key: string; idField: string; entryTypeName: string }
}

export const objectFile = <Shape extends z.core.$ZodLooseShape>(
  label: string,
  checks: readonly CrossCheck[],
  shape: Shape,
): Collection<z.ZodObject<Shape, z.core.$strict>> => ({ label, schema: z.strictObject(shape), checks })

export function listFile<Key extends string, Entry extends z.ZodObject>(
  label: string,
  key: Key,
  entries: z.ZodArray<Entry>,
  { idField = "id", checks }: { idField?: string; checks?: readonly CrossCheck[] } = {},
): Collection<z.ZodObject<{ [K in Key]: z.ZodArray<Entry> }, z.core.$strict>> {
  const schema = z.strictObject({ [key]: entries } as { [K in Key]: z.ZodArray<Entry> })
  const entryTypeName = z.globalRegistry.get(entries.element)?.typeName ?? ""
  return { label, schema, checks, list: { key, idField, entryTypeName } }
}
