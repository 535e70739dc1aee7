/**
 * Example data that must not go live: the values listed in content/examples.json
 * (tag ids, the WhatsApp number, the invented seller, addresses the owner has
 * not confirmed…) and copy marked `rascunho: true` (the legal drafts). Each
 * marker clears itself when the owner replaces the value or the lawyer's
 * version drops the flag. A build for real visitors stops on any of them;
 * other builds only warn (gatsby-node's onPreBootstrap). Node only.
 */
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../../shared/files-under"
import { parseFrontmatter } from "../content-validation"

export const EXAMPLES_FILE = "content/examples.json"
export const COPY_DIR = "content/copy"
/** Frontmatter flag of a draft text; the final version removes it (or sets it to false). */
export const DRAFT_FLAG = "rascunho"

export interface ExampleValue {
  /** Path from the site's folder, like "content/site.json". */
  file: string
  /** Dotted path in the file: "tags.gtmId", "webhooks.0"; in a list of entries, an entry's id: "cards.crm.url". */
  field: string
  /** The example value: the marker holds while the field still equals it. */
  value: string
}

/** The value at a dotted path; a list is indexed by number or by the `id` of one of its entries. */
export function valueAt(data: unknown, field: string): unknown {
  return field.split(".").reduce<unknown>((current, key) => {
    if (Array.isArray(current)) {
      return /^\d+$/.test(key)
        ? (current as unknown[])[Number(key)]
        : (current as unknown[]).find(entry => (entry as { id?: unknown } | null)?.id === key)
    }
    return current !== null && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined
  }, data)
}

function isExample(entry: unknown): entry is ExampleValue {
  const { file, field, value } = (entry ?? {}) as Record<string, unknown>
  return typeof file === "string" && typeof field === "string" && typeof value === "string"
}

/** content/examples.json's list; none when the file is gone (every example replaced). Throws on a malformed file. */
export function readExamples(root: string): ExampleValue[] {
  const file = path.join(root, EXAMPLES_FILE)
  if (!fs.existsSync(file)) return []
  const list = (JSON.parse(fs.readFileSync(file, "utf8")) as { exemplos?: unknown }).exemplos
  if (!Array.isArray(list) || !list.every(isExample)) {
    throw new Error(`${EXAMPLES_FILE} → "exemplos" deve ser uma lista de { "file", "field", "value" }`)
  }
  return list
}

/**
 * Every example still present, one line each in Portuguese, naming file and
 * field. `current` gives a file's contents as this build uses them (site.json
 * after its environment overrides); other files are read from disk.
 */
export function examplesStillPresent(root: string, current: Record<string, unknown> = {}): string[] {
  const cache = new Map<string, unknown>(Object.entries(current))
  const contents = (file: string): unknown => {
    if (!cache.has(file)) {
      const full = path.join(root, file)
      cache.set(file, fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, "utf8")) as unknown) : undefined)
    }
    return cache.get(file)
  }
  const values = readExamples(root)
    .filter(example => valueAt(contents(example.file), example.field) === example.value)
    .map(example => `${example.file} → ${example.field}: ainda é o valor de exemplo "${example.value}"`)
  const drafts = filesUnder(path.join(root, COPY_DIR), ".mdx")
    .filter(file => parseFrontmatter(fs.readFileSync(file, "utf8"))?.[DRAFT_FLAG] === true)
    .map(
      file =>
        `${path.relative(root, file)} → ${DRAFT_FLAG}: texto ainda em rascunho (a versão final, revisada, remove "${DRAFT_FLAG}: true")`,
    )
  return [...values, ...drafts]
}

/** The build's message when example data would go live. */
export function exampleValuesMessage(problems: readonly string[], environment: string): string {
  return [
    `Este build é para o site no ar (ambiente "${environment}"), mas o conteúdo ainda tem ${problems.length} valor(es) de exemplo:`,
    ...problems.map(problem => `  • ${problem}`),
    `Troque cada valor pelo real (no arquivo ou pela variável de ambiente). Se um valor de ${EXAMPLES_FILE} já for o real, apague a entrada dele nessa lista.`,
  ].join("\n")
}
