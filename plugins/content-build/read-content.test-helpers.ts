/**
 * Shared by the content validation's tests: a throwaway copy of content/ that
 * a test may break, and an edit of one list file in it.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const CONTENT = path.join(__dirname, "..", "..", "content")

/** A throwaway copy of content/ that a test may break. */
export function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(CONTENT, dir, { recursive: true })
  return dir
}

export type Entry = Record<string, unknown>

/** Edits the entries of a list file (`{ "<listKey>": [entries] }`) in the copy. */
export function editJson(dir: string, file: string, edit: (entries: Entry[]) => void): void {
  const full = path.join(dir, "data", file)
  const data = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, Entry[]>
  const [entries] = Object.values(data)
  edit(entries)
  fs.writeFileSync(full, JSON.stringify(data, null, 2))
}
