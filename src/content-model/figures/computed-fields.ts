// Figures no file stores, as GraphQL fields of a collection (plugins/content-build/graphql-schema.ts).
import { figureText, type Figures } from "./figures"

export type ComputedField = { figure: string; type: "String!" | "Int!" | "Float!" }
type Fields = Readonly<Record<string, Readonly<Record<string, ComputedField>>>>

export const COMPUTED_FIELDS = {
  offer: {
    courseValue: { figure: "offer.courseValue", type: "Float!" },
    valueStackTotal: { figure: "offer.total", type: "Float!" },
    saving: { figure: "offer.saving", type: "Float!" },
    discount: { figure: "offer.discount", type: "Int!" },
    llmBonusYearly: { figure: "offer.llmBonusYearly", type: "Float!" },
  },
  renewalOffer: {
    discount: { figure: "renewal.discount", type: "Int!" },
    individualTotal: { figure: "renewal.total", type: "Float!" },
    fullPrice: { figure: "renewal.fullPrice", type: "Float!" },
    paymentTerms: { figure: "renewal.installments.text", type: "String!" },
    fullPaymentTerms: { figure: "renewal.fullInstallments.text", type: "String!" },
    guaranteeDays: { figure: "guarantee.days", type: "Int!" },
  },
} as const satisfies Fields

export const COMPUTED_ENTRY_FIELDS = {
  plans: { paymentTerms: { figure: "plans.{id}.installments.text", type: "String!" } },
} as const satisfies Fields

type Computed = typeof COMPUTED_FIELDS
type ComputedEntry = typeof COMPUTED_ENTRY_FIELDS

export type ComputedFieldsOf<K> = K extends keyof Computed
  ? { [F in keyof Computed[K]]: Computed[K][F] extends { type: "String!" } ? string : number }
  : unknown

export type EntryFieldsOf<K> = K extends keyof ComputedEntry ? { [F in keyof ComputedEntry[K]]: string } : unknown

/** "{id}" in the figure's name is the entry's id. */
export function computedValue({ figure: template, type }: ComputedField, figures: Figures, id = ""): string | number {
  const figure = template.replace("{id}", id)
  const found = figures.get(figure)
  if (!found)
    throw new Error(`content/data: o número {${figure}} não pode ser calculado; o build diz por quê (npm run build)`)
  return type !== "String!" && found.kind !== "text" ? found.value : figureText(found)
}

const valuesOf = (fields: Fields, name: string, figures: Figures, id?: string) =>
  Object.fromEntries(
    Object.entries(fields[name] ?? {}).map(([field, spec]) => [field, computedValue(spec, figures, id)]),
  )

export const computedFields = (name: string, figures: Figures) => valuesOf(COMPUTED_FIELDS, name, figures)

export const computedEntryFields = (name: string, id: string, figures: Figures) =>
  valuesOf(COMPUTED_ENTRY_FIELDS, name, figures, id)
