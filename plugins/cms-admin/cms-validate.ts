// A CMS save against the build's validation: the saved file's problems refuse it; those it causes in another file
// are only told, since two files cannot be saved at once.
import path from "node:path"
import { isMissingImage } from "../../src/content-model/validation"
import { SETTINGS_FILE, validateSettings } from "../../src/content-model/settings"
import { EXAMPLES_FILE } from "../../src/content-model/schemas/settings"
import { validateContent } from "../content-build/read-content"
import { examplesProblems } from "../content-build/example-values"

/** `relPath` as Decap names it ("content/data/journey.json"); a copy file's body is under "body". */
export function checkCmsSave(rootDir: string, relPath: string, data: Record<string, unknown>) {
  const contentDir = path.join(rootDir, "content")
  const file = path.resolve(rootDir, relPath)
  if (path.relative(contentDir, file).startsWith("..")) {
    return { file: [`${relPath} → não é um arquivo de conteúdo (fica fora de content/)`], others: [] }
  }
  // The settings and the list of example values have their own checks, as in gatsby-node.
  if (path.relative(rootDir, file) === SETTINGS_FILE) return { file: validateSettings(data), others: [] }
  if (path.relative(rootDir, file) === EXAMPLES_FILE) return { file: examplesProblems(rootDir, data), others: [] }
  const before = new Set(validateContent(contentDir))
  const added = validateContent(contentDir, new Map([[file, data]])).filter(message => !before.has(message))
  const ofFile = (message: string) => message.startsWith(`${path.relative(process.cwd(), file)} →`)
  return {
    // An image just chosen in the form is written with the entry, after this check.
    file: added.filter(message => ofFile(message) && !isMissingImage(message)),
    others: added.filter(message => !ofFile(message)),
  }
}
