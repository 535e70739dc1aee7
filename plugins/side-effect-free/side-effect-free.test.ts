import { readFileSync } from "node:fs"
import path from "node:path"
import { SIDE_EFFECT_FREE } from "./rules"

const upstream = SIDE_EFFECT_FREE.flatMap(({ importedBy }) => (importedBy ? [importedBy] : []))

/** A bare import (`import "x"` or `import 'x'`), which webpack keeps unless x is marked free of side effects. */
const bareImport = (module: string) => new RegExp(`import\\s*["']${module.replace(/[-/]/g, "\\$&")}["']`)

test.each(upstream)("$file still imports $module for its effects alone (else its rule can go)", ({ file, module }) => {
  const source = readFileSync(path.join(__dirname, "../../node_modules", file), "utf8")
  expect(source).toMatch(bareImport(module))
})

test("every package rule names what pulls the package in", () => {
  const packages = SIDE_EFFECT_FREE.filter(({ test }) => test.source.includes("node_modules"))
  expect(
    packages.map(({ test }) => upstream.some(({ module }) => test.test(`/node_modules/${module}/index.js`))),
  ).toEqual(packages.map(() => true))
})
