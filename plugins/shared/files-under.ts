/** Build steps' file walk (Node only): public/ after a build, content/copy before it. */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/**
 * Every file under `dir` whose name ends with `extension`, as full paths; none when `dir` does not exist. `skipDir`
 * gets each folder's path relative to `dir` and may leave it out.
 */
export function filesUnder(dir: string, extension: string, skipDir: (relativeDir: string) => boolean = () => false) {
  const walk = (current: string): string[] =>
    readdirSync(current, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) return skipDir(path.relative(dir, full)) ? [] : walk(full)
      return entry.name.endsWith(extension) ? [full] : []
    })
  return existsSync(dir) ? walk(dir) : []
}
