import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/** `skipDir` gets each folder's path relative to `dir`. */
export function filesUnder(dir: string, extension: string, skipDir: (relativeDir: string) => boolean = () => false) {
  const walk = (current: string): string[] =>
    readdirSync(current, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) return skipDir(path.relative(dir, full)) ? [] : walk(full)
      return entry.name.endsWith(extension) ? [full] : []
    })
  return existsSync(dir) ? walk(dir) : []
}
