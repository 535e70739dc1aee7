/** Fills "{name}" placeholders, so writers can reword a label such as "ou {count}x de {price}" without code. */
export type TemplateValues = Record<string, string | number>

export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  )
}

/** A schema pattern that requires every named placeholder to appear, in any order. */
export function placeholdersPattern(names: readonly string[]): RegExp {
  return new RegExp(`^${names.map(name => `(?=[\\s\\S]*\\{${name}\\})`).join("")}[\\s\\S]*$`)
}
