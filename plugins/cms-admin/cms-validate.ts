/**
 * The build's validation, run on a CMS save before it is written: the
 * content as it is on disk with the saved file replaced by what the form
 * holds. Only problems the save would add count, split into those of the
 * saved file (the form refuses the save) and those it causes in another file
 * (a total that no longer matches; the writer is told and may go on, since
 * two files cannot be saved at once). Node only (reads content/).
 */
import path from "node:path"
import { isMissingImage, validateContent, type ContentOverrides } from "../content-model/content-validation"
import { SETTINGS_FILE, validateSettings } from "../content-model/site-settings"

export interface SaveCheck {
  /** Problems of the saved file, each naming the file, the entry and the field, as the build words them. */
  file: string[]
  /** Problems the save causes in other files. */
  others: string[]
}

/** What a save holds for the validation: a copy file's body is not checked, its frontmatter is. */
function parsedForValidation(relPath: string, data: Record<string, unknown>): unknown {
  if (!relPath.endsWith(".mdx")) return data
  const { body: _body, ...frontmatter } = data
  return frontmatter
}

/**
 * `relPath` is the saved file relative to the repository (as Decap names it,
 * like "content/data/journey.json"); `rootDir` holds content/.
 */
export function checkCmsSave(rootDir: string, relPath: string, data: Record<string, unknown>): SaveCheck {
  const contentDir = path.join(rootDir, "content")
  const file = path.resolve(rootDir, relPath)
  if (path.relative(contentDir, file).startsWith("..")) {
    return { file: [`${relPath} → is not a content file`], others: [] }
  }
  // content/site.json has its own check (the settings schema, the CNPJ's digits), as in gatsby-node.
  if (path.relative(rootDir, file) === SETTINGS_FILE) return { file: validateSettings(data), others: [] }
  const overrides: ContentOverrides = new Map([[file, parsedForValidation(relPath, data)]])
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
