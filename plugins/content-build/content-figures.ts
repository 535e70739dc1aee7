import fs from "node:fs"
import path from "node:path"
import { COLLECTIONS } from "../../src/content-model/schemas"
import { computeFigures, type Figures } from "../../src/content-model/figures/figures"

let cached: { signature: string; figures: Figures } | undefined

/** Read again when a data file changes: `gatsby develop` shows a new price at once. */
export function contentFigures(dataDir = path.join(process.cwd(), "content", "data")): Figures {
  const files = Object.values(COLLECTIONS).map(collection => path.join(dataDir, collection.file))
  const signature = [dataDir, ...files.map(file => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))].join(",")
  if (cached?.signature !== signature) {
    const data = new Map(files.map(file => [path.basename(file), readJson(file)]))
    cached = { signature, figures: computeFigures(file => data.get(file), [...data.keys()]) }
  }
  return cached.figures
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return undefined
  }
}
