/**
 * Figures in content: every placeholder names a known figure, and no price
 * or percentage is typed by hand into copy (see figures/fill.ts). Messages
 * name the entry and the field, like the schema's.
 */
import type { Collection, ContentRecord } from "../schemas/collection"
import { figureProblemsDeep } from "../figures/fill"
import type { Figures } from "../figures/figures"
import { entryLabel } from "../wording"

/** A data file's figures typed by hand; a list's entries are named by their id, as in the schema's messages. */
export function collectionFigureProblems(collection: Collection, data: ContentRecord, figures: Figures): string[] {
  const problems = (value: unknown) => figureProblemsDeep(value, figures)
  const list = "list" in collection ? collection.list : undefined
  if (!list) return problems(data)
  const entries = Array.isArray(data[list.key]) ? (data[list.key] as unknown[]) : []
  return entries.flatMap((entry, index) => {
    const id = list.idField && entry && typeof entry === "object" ? (entry as ContentRecord)[list.idField] : undefined
    return problems(entry).map(problem => `${entryLabel(id, index)} → ${problem}`)
  })
}

/** A copy file's figure problems: its frontmatter's fields, and its body when it is at hand. */
export function copyFigureProblems(frontmatter: ContentRecord, body: string | undefined, figures: Figures): string[] {
  const inBody = body === undefined ? [] : figureProblemsDeep(body, figures).map(problem => `texto: ${problem}`)
  return [...figureProblemsDeep(frontmatter, figures), ...inBody]
}
