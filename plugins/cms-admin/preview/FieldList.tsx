import { css } from "@emotion/react"

export interface FieldLabel {
  name: string
  label?: string
  fields?: FieldLabel[]
  field?: FieldLabel
}

interface Values {
  toJS(): unknown
}

function readable(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—"
  if (typeof value === "boolean") return value ? "Sim" : "Não"
  if (Array.isArray(value)) return value.map(readable).join("\n")
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${readable(inner)}`)
      .join(" · ")
  }
  return typeof value === "string" ? value : JSON.stringify(value)
}

/** The preview of an entry no page section shows (settings, consent, legal pages, …). */
export function FieldList({ fields, values }: { fields: FieldLabel[]; values: Values | undefined }) {
  const data = (values?.toJS() ?? {}) as Record<string, unknown>
  return (
    <dl css={listStyle}>
      {fields.map(field => (
        <div key={field.name}>
          <dt>{field.label ?? field.name}</dt>
          <dd>{readable(data[field.name])}</dd>
        </div>
      ))}
    </dl>
  )
}

const listStyle = css`
  margin: 0 auto;
  padding: 2rem 1.25rem;
  max-width: 48rem;
  display: grid;
  gap: 1.25rem;
  dt {
    font-weight: 700;
    margin-bottom: 0.25rem;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`
