import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { COLLECTIONS } from "../../src/content-model/schemas"
import type { ContentRecord } from "../../src/content-model/schemas/fields"
import { validateAll, type CopyFile, type DataFile, type ImageCheck } from "../../src/content-model/validation"
import { filesUnder } from "../shared/files-under"

/** By absolute path: a data file's JSON, or a copy file's frontmatter with its body under "body", as the CMS has it. */
export type ContentOverrides = ReadonlyMap<string, unknown>

export function parseFrontmatter(source: string): ContentRecord | undefined {
  if (!/^---\r?\n/.test(source)) return undefined
  try {
    return matter(source).data
  } catch {
    return undefined
  }
}

const imagesFrom =
  (dir: string): ImageCheck =>
  value => {
    const file = path.resolve(dir, value)
    return fs.existsSync(file) && fs.statSync(file).isFile() ? undefined : path.relative(process.cwd(), file)
  }

function readData(file: string, overrides?: ContentOverrides): DataFile {
  if (overrides?.has(file)) return { data: overrides.get(file) }
  if (!fs.existsSync(file)) return { error: "o arquivo não existe: restaure-o (o site precisa dele)" }
  const source = fs.readFileSync(file, "utf8")
  try {
    return { data: JSON.parse(source) }
  } catch (error) {
    // Where JSON.parse stopped ("at position 41"), as a writer finds it in an editor: line and column.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")
    const before = source.slice(0, Number(position?.[1])).split("\n")
    const where = position ? ` perto da linha ${before.length}, coluna ${before[before.length - 1].length + 1}` : ""
    return { error: `não é um JSON válido: há um erro${where}; confira vírgulas, aspas, chaves e colchetes` }
  }
}

function readCopy(file: string, overrides?: ContentOverrides): CopyFile {
  const where = { path: path.relative(process.cwd(), file), images: imagesFrom(path.dirname(file)) }
  if (overrides?.has(file)) {
    const { body, ...frontmatter } = (overrides.get(file) ?? {}) as ContentRecord
    return { ...where, frontmatter, body: typeof body === "string" ? body : undefined }
  }
  const source = fs.readFileSync(file, "utf8")
  const frontmatter = parseFrontmatter(source)
  return { ...where, frontmatter, body: frontmatter ? matter(source).content : undefined }
}

export function validateContent(contentDir: string, overrides?: ContentOverrides): string[] {
  const dataDir = path.join(contentDir, "data")
  const copyDir = path.join(contentDir, "copy")
  const data = new Map(
    Object.values(COLLECTIONS).map(({ file }) => [file, readData(path.join(dataDir, file), overrides)] as const),
  )
  const copy = filesUnder(copyDir, ".mdx").map(file => readCopy(file, overrides))
  const relative = (dir: string) => path.relative(process.cwd(), dir)
  return validateAll(data, copy, { data: relative(dataDir), copy: relative(copyDir), images: imagesFrom(dataDir) })
}
