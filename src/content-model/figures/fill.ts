// Figures in copy. A price or percentage typed by hand is refused, so a new price never leaves an old one behind in
// some paragraph; a deliberate literal is kept as "{fixo: R$ 5.000}".
import { figureText, type Figures } from "./figures"
import { fieldLabel } from "../wording"

// Single words ("{date}") are the pages' own templates, filled later.
const FIGURE_PLACEHOLDER = /\{([a-zA-Z]\w*(?:\.[\w-]+)+)\}/g
const KEPT_LITERAL = /\{fixo:\s*([^{}]*?)\s*\}/g
// "100%" is a manner of speaking, not a figure.
const TYPED_FIGURE = /R\$\s?\d(?:[\d.,]*\d)?|(?<![\d.,])(?!100\s?%)\d+(?:[.,]\d+)?\s?%/g

export function fillFigures(text: string, figures: Figures): string {
  return text
    .replace(FIGURE_PLACEHOLDER, (placeholder, name: string) => {
      const figure = figures.get(name)
      return figure ? figureText(figure) : placeholder
    })
    .replace(KEPT_LITERAL, (_, literal: string) => literal)
}

export function fillDeep<T>(value: T, figures: Figures): T {
  if (typeof value === "string") return fillFigures(value, figures) as T
  if (Array.isArray(value)) return value.map(item => fillDeep(item, figures) as unknown) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillDeep(inner, figures)])) as T
  }
  return value
}

function namesShowing(typed: string, figures: Figures): string[] {
  const normalised = typed.replace(/\s/g, "")
  return [...figures]
    .filter(([, figure]) => figure.kind !== "count" && figure.kind !== "text")
    .filter(([, figure]) => figureText(figure).replace(/\s/g, "") === normalised)
    .map(([name]) => `{${name}}`)
}

const INSTALMENT_VALUE = /\{([\w.-]+\.(?:installments|fullInstallments))\.value\}/g

/** An instalment is shown with its total (CDC art. 52: the buyer is told the total to pay). */
export function figureProblems(text: string, figures: Figures): string[] {
  const problems: string[] = []
  for (const [placeholder, name] of text.matchAll(FIGURE_PLACEHOLDER)) {
    if (!figures.has(name)) {
      problems.push(
        `${placeholder} não é um marcador conhecido; a lista dos marcadores está no guia do editor, em "Números" (docs/guia-do-editor.md)`,
      )
    }
  }
  for (const [placeholder, stem] of text.matchAll(INSTALMENT_VALUE)) {
    if (!text.includes(`{${stem}.total}`)) {
      problems.push(
        `${placeholder} mostra uma parcela sem o total a pagar: acrescente {${stem}.total}, ou escreva {${stem}.text}`,
      )
    }
  }
  const bare = text.replace(KEPT_LITERAL, "").replace(FIGURE_PLACEHOLDER, "")
  for (const [typed] of bare.matchAll(TYPED_FIGURE)) {
    const names = namesShowing(typed, figures)
    const instead = names.length > 0 ? `escreva ${names.join(" ou ")}` : "escreva o marcador do número"
    problems.push(`"${typed}" foi digitado à mão: ${instead}, ou {fixo: ${typed}} para manter como está`)
  }
  return problems
}

/** Figure problems in every string of a parsed content value, each prefixed with where it is ('campo "x → 2"'). */
export function figureProblemsDeep(value: unknown, figures: Figures, where: string[] = []): string[] {
  if (typeof value === "string") {
    const at = where.length > 0 ? `${fieldLabel(where.join(" → "))}: ` : ""
    return figureProblems(value, figures).map(problem => `${at}${problem}`)
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => figureProblemsDeep(item, figures, [...where, String(index + 1)]))
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => figureProblemsDeep(inner, figures, [...where, key]))
  }
  return []
}
