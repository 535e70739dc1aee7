// The Decap form field of a schema's field, from zod's JSON Schema: a field added to a schema shows in the CMS.
import path from "node:path"
import { fieldsOf, isImage, type JsonField } from "../../src/content-model/json-schema"
import { DATE_TIME_STORAGE_FORMAT } from "../../src/lib/date-time"
import type { CmsField } from "./cms-types"

/** `entryDir`: the content file's folder, which image paths are relative to; `where`: for error messages. */
interface FieldContext {
  entryDir: string
  where: string
}

const patternOf = (field: JsonField): Pick<CmsField, "pattern"> =>
  field.pattern ? { pattern: [field.pattern, field.patternMessage ?? `Use the form /${field.pattern}/`] } : {}

export function cmsField(
  name: string,
  field: JsonField,
  required: boolean,
  context: FieldContext,
  inheritedLabel?: string,
): CmsField {
  const label = field.title ?? inheritedLabel
  // Else writers would see its code name.
  if (!label)
    throw new Error(`${context.where}: the field has no label for the CMS (add .meta({ title: "…" }) in the schema)`)
  const unit = field.unit ? ` (${field.unit})` : ""
  const base = { name, label: `${label}${unit}`, required, ...(field.description ? { hint: field.description } : {}) }
  switch (field.type) {
    case "object":
      return { ...base, widget: "object", fields: cmsFields(field, context) }
    case "array": {
      const minItems = field.minItems ?? 0
      const items = field.items ?? {}
      const limits = {
        // An empty list is a value, so a list that may be empty is not "required" for the form.
        required: required && minItems > 0,
        ...(minItems > 0 ? { min: minItems } : {}),
        ...(field.maxItems !== undefined ? { max: field.maxItems } : {}),
      }
      const itemContext = { ...context, where: `${context.where}[]` }
      if (items.type === "object") {
        return {
          ...base,
          ...limits,
          widget: "list",
          collapsed: true,
          ...(field.summary ? { summary: field.summary } : {}),
          ...(field.singular ? { label_singular: field.singular } : {}),
          fields: cmsFields(items, itemContext),
        }
      }
      return { ...base, ...limits, widget: "list", field: cmsField("item", items, true, itemContext, label) }
    }
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        ...(field.type === "integer" ? { value_type: "int" } : { value_type: "float", step: 0.01 }),
        ...(field.minimum !== undefined ? { min: field.minimum } : {}),
        ...(field.maximum !== undefined ? { max: field.maximum } : {}),
      }
    case "boolean":
      return { ...base, widget: "boolean" }
    default:
      if (field.enum) return { ...base, widget: "select", options: field.enum.map(String) }
      if (isImage(field)) {
        const folder = path.posix.relative(context.entryDir, path.posix.join("content/images", field.folder ?? ""))
        return { ...base, widget: "image", media_folder: folder, public_folder: folder, choose_url: false }
      }
      if (field.format === "date-time") {
        // The picker shows the writer's own time and stores it with its offset ("2026-12-06T23:59:59-03:00"),
        // the one form the build accepts; the pattern catches a date typed by hand.
        return { ...base, widget: "datetime", format: DATE_TIME_STORAGE_FORMAT, default: "", ...patternOf(field) }
      }
      return { ...base, widget: field.multiline ? "text" : "string", ...patternOf(field) }
  }
}

export function cmsFields(object: JsonField, context: FieldContext): CmsField[] {
  return fieldsOf(object).map(([name, field, required]) =>
    cmsField(name, field, required, {
      ...context,
      where: `${context.where}${context.where.endsWith(" → ") ? "" : "."}${name}`,
    }),
  )
}
