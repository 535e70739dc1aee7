/**
 * Shared by the CMS configuration's tests: finding a file's form and a field
 * in it by name, and every field with where it is.
 */
import path from "node:path"
import type { CmsConfig, CmsField } from "./cms-types"

export const ROOT = path.join(__dirname, "..", "..")

/** Every field of the configuration, nested ones too, with where it is. */
export function allFields(cms: CmsConfig): Array<{ where: string; field: CmsField }> {
  const walk = (fields: CmsField[], where: string): Array<{ where: string; field: CmsField }> =>
    fields.flatMap(field => [
      { where: `${where}.${field.name}`, field },
      ...walk(field.fields ?? [], `${where}.${field.name}`),
      ...(field.field ? walk([field.field], `${where}.${field.name}`) : []),
    ])
  return cms.collections.flatMap(collection => collection.files.flatMap(file => walk(file.fields, file.file)))
}

export function fileConfig(cms: CmsConfig, file: string) {
  const found = cms.collections.flatMap(collection => collection.files).find(entry => entry.file === file)
  if (!found) throw new Error(`no entry for ${file}`)
  return found
}

export function fieldAt(fields: CmsField[], ...names: string[]): CmsField {
  const [name, ...rest] = names
  const field = fields.find(candidate => candidate.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return rest.length === 0 ? field : fieldAt(field.fields ?? (field.field ? [field.field] : []), ...rest)
}
