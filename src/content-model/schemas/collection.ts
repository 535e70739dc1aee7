/**
 * A content collection, after Astro's: one file under content/data, its zod
 * schema and what the CMS and GraphQL call it. A list file is
 * `{ "<key>": [entries] }`, the entries in the writers' order; an object
 * file is one object.
 */
import { z } from "zod"

/** A parsed JSON content file, as the cross-file checks see it. */
export type ContentRecord = Record<string, unknown>

/** Reads another parsed content file by name (like "plans.json"), for checks that span files. */
export type Lookup = (file: string) => unknown

/** A check across entries or files: returns messages for this file, each naming its field. */
export type CrossCheck = (data: ContentRecord, lookup: Lookup) => string[]

interface CollectionBase {
  /** File name under content/data. */
  file: string
  /** What the file holds, for writers (the CMS lists it under this name). */
  label: string
  /** GraphQL node type that gatsby-transformer-json creates for the file. */
  typeName: string
  checks?: readonly CrossCheck[]
}

export interface ObjectCollection<Schema extends z.ZodObject = z.ZodObject> extends CollectionBase {
  schema: Schema
  list?: undefined
}

export interface ListOptions<Key extends string = string> {
  /** The list's key in the file, like "phases". */
  key: Key
  /** GraphQL type of one entry. */
  entryTypeName: string
  /** Field that names an entry in messages and must be unique. */
  idField?: string
  /** What the CMS calls the entries ("Fases") and one entry ("fase"). */
  label: string
  singular: string
  /** How the CMS names a collapsed entry, like "{{fields.number}} · {{fields.title}}". */
  summary: string
  /** How many entries the pages take. */
  min: number
  max?: number
}

export interface ListCollection<
  Key extends string = string,
  Entry extends z.ZodObject = z.ZodObject,
> extends CollectionBase {
  /** The whole file. */
  schema: z.ZodObject<{ [K in Key]: z.ZodArray<Entry> }, z.core.$strict>
  /** One entry. */
  entry: Entry
  list: ListOptions<Key>
}

export type Collection = ObjectCollection | ListCollection

export const defineObjectCollection = <Schema extends z.ZodObject>(
  collection: ObjectCollection<Schema>,
): ObjectCollection<Schema> => collection

/** A list file: its schema is built from the entry's, with the list's size and names. */
export function defineListCollection<Key extends string, Entry extends z.ZodObject>(
  collection: CollectionBase & { entry: Entry; list: ListOptions<Key> },
): ListCollection<Key, Entry> {
  const { key, entryTypeName, label, singular, summary, min, max } = collection.list
  const sized = z.array(collection.entry.meta({ typeName: entryTypeName })).min(min)
  const entries = (max === undefined ? sized : sized.max(max)).meta({ title: label, singular, summary })
  const schema = z.strictObject({ [key]: entries }) as unknown as ListCollection<Key, Entry>["schema"]
  return { ...collection, schema }
}
