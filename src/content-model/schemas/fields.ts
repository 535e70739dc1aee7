// The kinds of field content holds: zod schemas whose `.meta()` (through z.toJSONSchema) the CMS and GraphQL read.
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

export const paragraph = (title: string, description?: string) =>
  z.string().meta({ title, description, multiline: true })

export const lines = (title: string, { description, min = 1 }: { description?: string; min?: number } = {}) =>
  z.array(z.string()).min(min).meta({ title, description })

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

export const decimal = (min: number, max: number, title: string, description?: string) =>
  within(z.number(), min, max)
    .refine(inCents, {
      error: issue => `${String(issue.input)} tem mais de duas casas decimais: use no máximo duas, como 31.53`,
    })
    .meta({ title, description })

export const imagePath = (folder: string, title: string, description?: string) =>
  z.string().meta({ title, description, contentMediaType: "image/*", folder })

/** The pattern catches the form, the check a day or hour that does not exist. */
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

export const record = <Shape extends z.core.$ZodLooseShape>(typeName: string, shape: Shape) =>
  z.strictObject(shape).meta({ typeName })

export const group = <Shape extends z.core.$ZodLooseShape>(typeName: string, meta: string | Titled, shape: Shape) =>
  z.strictObject(shape).meta({ ...(typeof meta === "string" ? { title: meta } : meta), typeName })

export const records = <Item extends z.ZodType>(
  item: Item,
  { min = 1, max, ...meta }: Titled & { summary: string; min?: number; max?: number },
) => {
  const sized = z.array(item).min(min)
  return (max === undefined ? sized : sized.max(max)).meta(meta)
}

export type ContentRecord = Record<string, unknown>

export type Lookup = (file: string) => unknown

export type CrossCheck = (data: ContentRecord, lookup: Lookup) => string[]

/** A file under content/data; a list file is `{ "<key>": [entries] }`, whose `idField` is unique. */
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
