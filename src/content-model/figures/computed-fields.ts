/**
 * Figures the pages show that no file stores, by the collection whose GraphQL
 * type carries them: computed from the stored ones (figures.ts). The GraphQL
 * layer resolves them (graphql-schema.ts); the browser tests read them the
 * same way (e2e/helpers/content.ts).
 */
import { figureText, type Figures } from "./figures"

/** A price is a number (the component formats it), a percentage or a count a whole number, a text a text. */
export interface ComputedField {
  figure: string
  type: "String!" | "Int!" | "Float!"
}

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
} as const satisfies Record<string, Record<string, ComputedField>>

type Computed = typeof COMPUTED_FIELDS

/** Every computed field, with the collection whose type carries it. */
export const COMPUTED_FIELD_LIST: ReadonlyArray<{ collection: keyof Computed; field: string; spec: ComputedField }> = (
  Object.keys(COMPUTED_FIELDS) as Array<keyof Computed>
).flatMap(collection =>
  Object.entries(COMPUTED_FIELDS[collection] as Record<string, ComputedField>).map(([field, spec]) => ({
    collection,
    field,
    spec,
  })),
)
/** A collection's computed fields and their types, as the pages get them. */
export type ComputedFieldsOf<K> = K extends keyof Computed
  ? { [F in keyof Computed[K]]: Computed[K][F] extends { type: "String!" } ? string : number }
  : unknown

/** A computed field's value: a number as it is, a text as the pages write it. */
export function computedValue({ figure, type }: ComputedField, figures: Figures): string | number {
  const found = figures.get(figure)
  if (!found)
    throw new Error(`content/data: o número {${figure}} não pode ser calculado; o build diz por quê (npm run build)`)
  return type !== "String!" && found.kind !== "text" ? found.value : figureText(found)
}

/**
 * Figures each entry of a list file shows, by the list's collection: "{id}" in
 * the figure's name stands for the entry's id. The GraphQL layer adds them to
 * the entry's type (a plan's instalment offer in words).
 */
export const COMPUTED_ENTRY_FIELDS = {
  plans: {
    paymentTerms: { figure: "plans.{id}.installments.text", type: "String!" },
  },
} as const satisfies Record<string, Record<string, ComputedField>>

type ComputedEntry = typeof COMPUTED_ENTRY_FIELDS

/** The computed fields of a list's entries, as the pages get them. */
export type EntryFieldsOf<K> = K extends keyof ComputedEntry ? { [F in keyof ComputedEntry[K]]: string } : unknown

/** An entry's computed fields, by name; none for a collection without any. */
export function computedEntryFields(name: string, id: string, figures: Figures): Record<string, string | number> {
  const fields: Readonly<Record<string, ComputedField>> =
    (COMPUTED_ENTRY_FIELDS as Readonly<Record<string, Record<string, ComputedField>>>)[name] ?? {}
  return Object.fromEntries(
    Object.entries(fields).map(([field, spec]) => [
      field,
      computedValue({ ...spec, figure: spec.figure.replace("{id}", id) }, figures),
    ]),
  )
}

/** A collection's computed fields, by name. */
export function computedFields(name: string, figures: Figures): Record<string, string | number> {
  return Object.fromEntries(
    COMPUTED_FIELD_LIST.filter(({ collection }) => collection === name).map(({ field, spec }) => [
      field,
      computedValue(spec, figures),
    ]),
  )
}
