/**
 * The build's validation, run on a CMS save before it is written: the
 * content as it is on disk with the saved file replaced by what the form
 * holds. Only problems the save would add count, split into those of the
 * saved file (the form refuses the save) and those it causes in another file
 * (a total that no longer matches; the writer is told and may go on, since
 * two files cannot be saved at once). Node only (reads content/).
 */
import path from "node:path"
import { isMissingImage } from "../../src/content-model/validation"
import { validateContent, type ContentOverrides } from "../content-build/read-content"
import { SETTINGS_FILE, validateSettings } from "../../src/content-model/settings"
import { EXAMPLES_FILE, examplesProblems } from "../content-build/example-values"

export interface SaveCheck {
  /** Problems of the saved file, each naming the file, the entry and the field, as the build words them. */
  file: string[]
  /** Problems the save causes in other files. */
  others: string[]
}

/**
 * `relPath` is the saved file relative to the repository (as Decap names it,
 * like "content/data/journey.json"); `rootDir` holds content/.
 */
export function checkCmsSave(rootDir: string, relPath: string, data: Record<string, unknown>): SaveCheck {
  const contentDir = path.join(rootDir, "content")
  const file = path.resolve(rootDir, relPath)
  if (path.relative(contentDir, file).startsWith("..")) {
    return { file: [`${relPath} → não é um arquivo de conteúdo (fica fora de content/)`], others: [] }
  }
  // content/site.json has its own check (the settings schema, the CNPJ's digits), as in gatsby-node.
  if (path.relative(rootDir, file) === SETTINGS_FILE) return { file: validateSettings(data), others: [] }
  // The list of example values has its own schema and checks (each marker names a field that exists).
  if (path.relative(rootDir, file) === EXAMPLES_FILE) return { file: examplesProblems(rootDir, data), others: [] }
  // A copy file's save holds its frontmatter's fields and its body ("body"), as validateCopy reads them.
  const overrides: ContentOverrides = new Map([[file, data]])
  const before = new Set(validateContent(contentDir))
  const added = validateContent(contentDir, overrides).filter(message => !before.has(message))
  const shown = path.relative(process.cwd(), file)
  const ofFile = (message: string) => message.startsWith(`${shown} →`)
  return {
    // An image just chosen in the form is written with the entry, after this check.
    file: added.filter(message => ofFile(message) && !isMissingImage(message)),
    others: added.filter(message => !ofFile(message)),
  }
}
