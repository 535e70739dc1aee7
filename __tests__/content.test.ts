/** @jest-environment node */
/** The real content as a writer leaves it (how each mistake is reported: beside the validation, src/content-model/). */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import siteJson from "../content/site.json"
import { validateContent } from "../plugins/content-build/read-content"
import { applyEnvOverrides, SETTINGS_FILE, validateSettings } from "../src/content-model/settings"
import { contentFigures } from "../plugins/content-build/content-figures"
import { fillDeep } from "../src/content-model/figures/fill"
import { filesUnder } from "../plugins/shared/files-under"

const ROOT = path.join(__dirname, "..")
const CONTENT = path.join(ROOT, "content")

const FILES = [...filesUnder(CONTENT, ".json"), ...filesUnder(CONTENT, ".mdx")].map(file => {
  const source = fs.readFileSync(file, "utf8")
  const value: unknown = file.endsWith(".mdx")
    ? (({ data, content }) => ({ ...data, body: content }))(matter(source))
    : JSON.parse(source)
  return { file, rel: path.relative(ROOT, file), value }
})

/** Every string in a value, with where it is ("plans → 2 → price"). */
function strings(value: unknown, where: string[] = []): Array<{ text: string; where: string }> {
  if (typeof value === "string") return [{ text: value, where: where.join(" → ") }]
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => strings(item, [...where, String(index + 1)]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, [...where, k]))
  return []
}

test("the content passes the build's validation, site settings included", () => {
  expect(validateContent(CONTENT)).toEqual([])
  expect(validateSettings(applyEnvOverrides(siteJson, {}), SETTINGS_FILE)).toEqual([])
})

test("every figure's placeholder ({plans.max.price}) is written out: none reaches a page as typed", () => {
  const figures = contentFigures(path.join(CONTENT, "data"))
  const left = FILES.flatMap(({ rel, value }) =>
    strings(fillDeep(value, figures))
      .filter(({ text }) => /\{[a-zA-Z]\w*(?:\.[\w-]+)+\}/.test(text))
      .map(({ where }) => `${rel} → ${where}`),
  )
  expect(left).toEqual([])
})

test("every image the content names exists, from the file that names it", () => {
  const image = /(?:^|\()([^\s()"]+\.(?:png|jpe?g|webp|avif|gif|svg))(?=$|\))/gi
  // content/examples.json's values are markers to find, not references of its own.
  const named = FILES.filter(({ rel }) => rel !== path.join("content", "examples.json")).flatMap(
    ({ file, rel, value }) =>
      strings(value).flatMap(({ text, where }) =>
        [...text.matchAll(image)]
          .map(match => match[1])
          .filter(name => !/^(https?:)?\/\//.test(name))
          .map(name => ({
            where: `${rel} → ${where}`,
            name,
            found: fs.existsSync(path.resolve(path.dirname(file), name)),
          })),
      ),
  )
  expect(named.length).toBeGreaterThan(0)
  expect(named.filter(({ found }) => !found)).toEqual([])
})
