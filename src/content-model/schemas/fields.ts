/**
 * The kinds of field content files hold, as zod schemas with the metadata the
 * CMS and GraphQL need (zod's `.meta()`, which z.toJSONSchema carries into the
 * JSON Schema the generators read). Labels, hints and messages are for
 * writers, in Portuguese; the build shows the same messages the CMS form does.
 */
import { z } from "zod"
import { dateTimeMessage, OFFSET_DATE_TIME, readDateTime } from "../../lib/date-time"
import { placeholdersPattern } from "../../lib/fill-template"

declare module "zod" {
  interface GlobalMeta {
    /** What to write instead when the pattern does not match: the build's message and the CMS form's. */
    patternMessage?: string
    /** Long text (a paragraph): the CMS gives it a multi-line box. */
    multiline?: boolean
    /** "image/*" for a path to an image file, relative to the content file. */
    contentMediaType?: string
    /** Images: folder under content/images where the CMS uploads them ("" for content/images itself). */
    folder?: string
    /** Objects: their GraphQL type. */
    typeName?: string
    /** Lists: how the CMS names a collapsed item, like "{{fields.number}} · {{fields.title}}". */
    summary?: string
    /** Lists: what the CMS calls one item ("fase", in "Adicionar fase"). */
    singular?: string
    /** Site settings only: the environment variable that overrides the value for one build. */
    env?: string
    /** Site settings only: the environment variables that override a list's items, in order. */
    envItems?: readonly string[]
    /** Numbers: the unit the CMS shows beside the field ("R$"). */
    unit?: string
  }
}

/** How the title and the hint of a field are given: label first, hint optional. */
export type Describe = {
  title: string
  description?: string
}

const describe = (title: string, description?: string): Describe =>
  description === undefined ? { title } : { title, description }

/** A one-line text. */
export const line = (title: string, description?: string) => z.string().meta(describe(title, description))

/** A one-line text writers may leave empty. */
export const optionalLine = (title: string, description?: string) => line(title, description).optional()

/** A paragraph: the CMS gives it a multi-line box. */
export const paragraph = (title: string, description?: string) =>
  z.string().meta({ ...describe(title, description), multiline: true })

/** A list of one-line texts; its items share its label. */
export const lines = (title: string, { description, min = 1 }: { description?: string; min?: number } = {}) =>
  z.array(z.string()).min(min).meta(describe(title, description))

/** A text that must match a pattern, with the words writers see when it does not (in the build and in the CMS). */
export function matching(pattern: RegExp, patternMessage: string, meta: Describe & z.GlobalMeta) {
  // Decap builds the pattern from its source alone (JSON Schema's "pattern"), so flags would be lost.
  if (pattern.flags) throw new Error(`${meta.title}: a content pattern cannot carry flags (${String(pattern)})`)
  return z
    .string()
    .regex(pattern, { error: patternMessage })
    .meta({ ...meta, patternMessage })
}

export const URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/
export const URL_MESSAGE = "Use um endereço completo que comece com https://"

/** What a price written as text gets: the build's message and the CMS form's. */
export const PRICE_MESSAGE = 'escreva só o número, em reais, sem "R$" nem ponto nos milhares: 1497, ou 164.08 com centavos'

/** A price in reais, as a number (1497, 164.08): the pages write it as "R$ 1.497". */
export const price = (title: string, description = "Em reais, só o número: 1497, ou 164.08 com centavos.") =>
  z
    .number({ error: issue => `${JSON.stringify(issue.input)} — ${PRICE_MESSAGE}` })
    .min(0, { error: issue => `${String(issue.input)} — um preço não pode ser negativo` })
    .refine(value => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: issue => `${String(issue.input)} — use no máximo dois dígitos de centavos, como 164.08`,
    })
    .meta({ title, description, unit: "R$" })

/** A full https:// address. */
export const httpsUrl = (meta: Describe & z.GlobalMeta) => matching(URL_PATTERN, URL_MESSAGE, meta)

/** A whole number within limits. */
export const wholeNumber = (min: number, max: number, title: string, description?: string) => {
  const outside = (issue: { input: unknown }) => `${String(issue.input)} está fora do intervalo: use de ${min} a ${max}`
  return z.int().min(min, { error: outside }).max(max, { error: outside }).meta(describe(title, description))
}

/** A number with at most two decimals within limits, like a percentage of interest: 31.53. */
export const decimal = (min: number, max: number, title: string, description?: string) => {
  const outside = (issue: { input: unknown }) => `${String(issue.input)} está fora do intervalo: use de ${min} a ${max}`
  return z
    .number()
    .min(min, { error: outside })
    .max(max, { error: outside })
    .refine(value => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: issue => `${String(issue.input)} tem mais de duas casas decimais: use no máximo duas, como 31.53`,
    })
    .meta(describe(title, description))
}

/** A path to an image under content/images/<folder>, relative to the content file (the build checks it exists). */
export const imagePath = (folder: string, title: string, description?: string) =>
  z.string().meta({ ...describe(title, description), contentMediaType: "image/*", folder })

/**
 * An instant: ISO 8601 date and time with its offset, like
 * "2026-12-06T23:59:59-03:00" (see date-time.ts). The pattern catches the
 * form; the check catches a day, hour or offset that does not exist.
 */
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
    .meta({ ...describe(title, description), format: "date-time", patternMessage: dateTimeMessage("format") })

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

/** An object: its fields, its GraphQL type and, when it is a field itself, its label for writers. */
export const record = <Shape extends z.core.$ZodLooseShape>(typeName: string, shape: Shape, meta?: Describe) =>
  z.strictObject(shape).meta({ ...meta, typeName })

/** A list of objects, named in the CMS by `summary` when collapsed. */
export const records = <Item extends z.ZodType>(
  item: Item,
  { min = 1, max, ...meta }: Describe & { summary: string; min?: number; max?: number },
) => {
  const sized = z.array(item).min(min)
  return (max === undefined ? sized : sized.max(max)).meta(meta)
}
