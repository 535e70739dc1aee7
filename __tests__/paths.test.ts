/** @jest-environment node */
/**
 * Every path README.md, docs/*.md or a code comment (GraphQL's too) names exists. A pattern
 * (`content/copy/<page>/<name>.mdx`) needs a file that fits; a partial name (`lead-runtime.ts`) one of that name
 * anywhere; what .gitignore keeps out counts.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const ROOT = path.join(__dirname, "..")

const NOT_OURS = new Set(["node_modules", ".git", ".cache", "public", ".wrangler", "test-results", "playwright-report"])

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (NOT_OURS.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? [full, ...walk(full)] : [full]
  })
}

const ENTRIES = walk(ROOT).map(full => path.relative(ROOT, full).split(path.sep).join("/"))
const KNOWN = new Set(ENTRIES)

const IGNORED = fs
  .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .map(line => line.trim())
  .filter(line => line && !line.startsWith("#") && !line.startsWith("!"))

function ignored(name: string): boolean {
  return IGNORED.some(rule =>
    rule.endsWith("/")
      ? name.startsWith(rule) || `${name}/` === rule
      : rule.includes("*")
        ? globRegExp(rule).test(path.posix.basename(name))
        : name === rule || name.endsWith(`/${rule}`),
  )
}

/** `<page>`, `*`, `**`, `{a,b}` and `…` as a regular expression over whole paths. */
function globRegExp(pattern: string): RegExp {
  let source = ""
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === "<") {
      i = pattern.indexOf(">", i)
      source += "[^/]+"
    } else if (pattern.startsWith("**", i)) {
      source += ".*"
      i++
    } else if (char === "*" || char === "…") source += "[^/]*"
    else if (char === "{" && pattern.includes("}", i)) source += "("
    else if (char === "}" && source.includes("(")) source += ")"
    else if (char === "," && source.includes("(")) source += "|"
    else source += char.replace(/[.+?^$(){}|[\]\\]/g, "\\$&")
  }
  return new RegExp(`^${source}$`)
}

const IS_PATTERN = /[<*{…]/
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.js"]

/** Whether `name` (from the repository's root, or from `from`'s folder) is a file or folder, or fits one. */
function exists(name: string, from: string): boolean {
  const clean = name.replace(/\/$/, "")
  const candidates = [clean, path.posix.normalize(path.posix.join(path.posix.dirname(from), clean))]
  return candidates.some(candidate => {
    if (ignored(candidate)) return true
    if (!IS_PATTERN.test(candidate)) return MODULE_ENDINGS.some(ending => KNOWN.has(candidate + ending))
    const pattern = globRegExp(candidate)
    return ENTRIES.some(entry => pattern.test(entry))
  })
}

/** A file of an installed package, named from the package's folder (`gatsby/cache-dir/static-entry.js`). */
const inPackage = (name: string) =>
  name.includes("/") && fs.existsSync(path.join(ROOT, "node_modules", name.split("/")[0]))

/** A partial name (`features/lead/delivery/lead.ts`, `lead-runtime.ts`): a file of that name beside `from`, or anywhere. */
function existsSomewhere(name: string, from: string): boolean {
  if (exists(name, from)) return true
  const pattern = IS_PATTERN.test(name) ? globRegExp(`**/${name}`) : null
  return ENTRIES.some(entry => (pattern ? pattern.test(entry) : entry.endsWith(`/${name}`))) || ignored(name)
}

/** Files of the web and of the tools that a text may name by their own names. */
const ELSEWHERE = new Set(["Node.js", "Day.js", "gtag.js", "fbevents.js"])

const TOP = "(?:src|plugins|e2e|scripts|docs|content|static|functions|bench|__tests__|__mocks__)"
const ROOT_FILE =
  "(?:gatsby-(?:config|node|browser|ssr)\\.tsx?|package\\.json|tsconfig\\.json|knip\\.json|eslint\\.config\\.mjs|jest\\.config\\.js|jest\\.setup\\.ts|jest-preprocess\\.js|playwright\\.config\\.ts|wrangler\\.toml|netlify\\.toml|README\\.md)"
/** A character of a path, or a placeholder in it (`<página>`). */
const PATH_CHAR = "(?:[\\p{L}\\p{N}_.*…@-]|<[^<>\\s]+>)"
/** What may not come just before a name: a name does not start inside a word, a path or a template. */
const NOT_AFTER = "(?<![\\p{L}\\p{N}_@./<>*{$-])"
/** A path from the repository's root: a top folder and what follows (`{a,b}` too), or a root file. */
const FROM_ROOT = new RegExp(
  `${NOT_AFTER}(${TOP}/(?:${PATH_CHAR}|[{},])*(?:/(?:${PATH_CHAR}|[{},])*)*|${ROOT_FILE})`,
  "gu",
)
/** A file named with its extension, maybe after part of its folder: `lead-runtime.ts`, `modal/PlanButton.tsx`. */
const FILE_NAME = new RegExp(
  `${NOT_AFTER}((?:\\.{1,2}/)*(?:${PATH_CHAR}+/)*${PATH_CHAR}*(?:\\w|>|\\*)\\.(?:tsx?|mjs|cjs|js|mdx?|json))(?![\\w/])`,
  "gu",
)

/** The paths a text names that do not exist, each with its line. */
function missingIn(text: string, from: string): string[] {
  const missing: string[] = []
  text.split("\n").forEach((line, index) => {
    // Addresses on the web, and names inside other packages, are not the repository's.
    const own = line.replace(/\b[a-z]+:\/\/\S+/g, " ").replace(/(?:node_modules|@[\w-]+)\/\S+/g, " ")
    const trim = (name: string) => name.replace(/[.,]+$/, "")
    const fromRoot = [...own.matchAll(FROM_ROOT)].map(match => trim(match[1]))
    for (const name of fromRoot) if (!exists(name, from)) missing.push(`${from}:${index + 1}: ${name}`)
    for (const match of own.matchAll(FILE_NAME)) {
      const name = trim(match[1])
      if (ELSEWHERE.has(name) || inPackage(name) || fromRoot.some(rooted => rooted.endsWith(name))) continue
      if (!existsSomewhere(name, from)) missing.push(`${from}:${index + 1}: ${name}`)
    }
  })
  return missing
}

/** A source file's comments, and the `#` comments of its GraphQL, as text on their own lines (line numbers kept). */
function commentsOf(file: string, source: string): string {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const kept = source.split("\n").map(() => "")
  const keep = (start: number, end: number) => {
    let { line } = tree.getLineAndCharacterOfPosition(start)
    for (const part of source.slice(start, end).split("\n")) kept[line++] += ` ${part}`
  }
  const seen = new Set<number>()
  const visit = (node: ts.Node) => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
    ]
    for (const range of ranges) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      keep(range.pos, range.end)
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(tree) === "graphql") {
      const template = node.template
      const start = template.getStart(tree)
      template
        .getText(tree)
        .split("\n")
        .reduce((offset, line) => {
          const hash = line.indexOf("#")
          if (hash >= 0) keep(offset + hash, offset + line.length)
          return offset + line.length + 1
        }, start)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return kept.join("\n")
}

const DOCS = ["README.md", ...ENTRIES.filter(entry => /^docs\/[^/]+\.md$/.test(entry))]
const CODE = ENTRIES.filter(
  entry =>
    /^(src|plugins|scripts|e2e|functions|__tests__)\/.*\.(tsx?|jsx?|mjs|cjs)$/.test(entry) ||
    /^gatsby-[a-z]+\.tsx?$/.test(entry),
).filter(entry => !ignored(entry))

test("every path the docs name exists", () => {
  const missing = DOCS.flatMap(doc => missingIn(fs.readFileSync(path.join(ROOT, doc), "utf8"), doc))
  expect(missing).toEqual([])
})

test("every path a code comment names exists", () => {
  expect(CODE.length).toBeGreaterThan(100)
  const missing = CODE.flatMap(file =>
    missingIn(commentsOf(file, fs.readFileSync(path.join(ROOT, file), "utf8")), file),
  )
  expect(missing).toEqual([])
})

test("a name that points nowhere is caught, and patterns and generated files are not", () => {
  expect(missingIn("see e2e/consent.spec.ts and tracking-runtime.ts", "src/x.ts")).toHaveLength(2)
  expect(missingIn("`content/copy/<page>/<name>.mdx`, plugins/*/gatsby-node.ts", "docs/x.md")).toEqual([])
  expect(missingIn("src/gatsby-types.d.ts (generated) and features/lead/delivery/lead.ts", "README.md")).toEqual([])
  const comment = commentsOf("a.ts", 'const a = "src/nowhere.ts" // names src/nowhere-else.ts\n')
  expect(missingIn(comment, "a.ts")).toEqual(["a.ts:1: src/nowhere-else.ts"])
})
