// Example data that must not go live: the values content/examples.json lists, and copy marked `rascunho: true`.
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../shared/files-under"
import { parseFrontmatter } from "./read-content"
import { fieldMessage, fieldProblems } from "../../src/content-model/validation"
import { EXAMPLES_FILE, EXAMPLES_SCHEMA } from "../../src/content-model/schemas/settings"
import { fieldLabel } from "../../src/content-model/wording"

interface ExampleValue {
  file: string
  /** Dotted: "tags.gtmId", "webhooks.0"; an entry of a list by its id: "cards.crm.url". */
  field: string
  value: string
}

function valueAt(data: unknown, field: string): unknown {
  return field.split(".").reduce<unknown>((current, key) => {
    if (Array.isArray(current)) {
      return /^\d+$/.test(key)
        ? (current as unknown[])[Number(key)]
        : (current as unknown[]).find(entry => (entry as { id?: unknown } | null)?.id === key)
    }
    return current !== null && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined
  }, data)
}

const readJsonFile = (file: string): unknown =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as unknown) : undefined

/** `data` is a save's, else the file's. */
export function examplesProblems(root: string, data: unknown = readJsonFile(path.join(root, EXAMPLES_FILE))): string[] {
  if (data === undefined) return []
  const problems = fieldProblems(EXAMPLES_SCHEMA, data)
  if (problems.length > 0) return problems.map(problem => `${EXAMPLES_FILE} → ${fieldMessage(problem)}`)
  // A marker whose field does not exist would never hold: the example would go live unnoticed.
  const contents = fileContents(root)
  return (data as { exemplos: ExampleValue[] }).exemplos.flatMap((example, index) => {
    const at = (key: string) => `${EXAMPLES_FILE} → ${fieldLabel(`exemplos[${index}].${key}`)}`
    if (contents(example.file) === undefined) {
      return [
        `${at("file")}: ${example.file} não é um arquivo de conteúdo; confira o caminho, como "content/site.json"`,
      ]
    }
    return valueAt(contents(example.file), example.field) === undefined
      ? [`${at("field")}: ${example.file} não tem o campo "${example.field}"; confira o nome`]
      : []
  })
}

export function readExamples(root: string): ExampleValue[] {
  const data = readJsonFile(path.join(root, EXAMPLES_FILE))
  if (data === undefined) return []
  const problems = fieldProblems(EXAMPLES_SCHEMA, data)
  if (problems.length > 0) throw new Error(`${EXAMPLES_FILE} → ${fieldMessage(problems[0])}`)
  return (data as { exemplos: ExampleValue[] }).exemplos
}

function fileContents(root: string, current: Record<string, unknown> = {}): (file: string) => unknown {
  const cache = new Map<string, unknown>(Object.entries(current))
  return file => {
    if (!cache.has(file)) {
      const full = path.join(root, file)
      const source = fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined
      cache.set(
        file,
        source === undefined ? undefined : file.endsWith(".mdx") ? parseFrontmatter(source) : JSON.parse(source),
      )
    }
    return cache.get(file)
  }
}

/** `current`: files as this build uses them (site.json after its environment overrides). */
export function examplesStillPresent(root: string, current: Record<string, unknown> = {}): string[] {
  const contents = fileContents(root, current)
  const values = readExamples(root)
    .filter(example => valueAt(contents(example.file), example.field) === example.value)
    .map(example => `${example.file} → ${example.field}: ainda é o valor de exemplo "${example.value}"`)
  const drafts = filesUnder(path.join(root, "content/copy"), ".mdx")
    .filter(file => parseFrontmatter(fs.readFileSync(file, "utf8"))?.rascunho === true)
    .map(
      file =>
        `${path.relative(root, file)} → rascunho: texto ainda em rascunho (a versão final, revisada, remove "rascunho: true")`,
    )
  return [...values, ...drafts]
}
