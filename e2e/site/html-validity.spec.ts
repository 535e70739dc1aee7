import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import vnuJar from "vnu-jar"
import { expect, test } from "../helpers/fixtures"

/**
 * Every built page is valid HTML by the Nu Html Checker (npm vnu-jar, run on
 * Java), and holds no NUL byte. The only errors allowed are
 * gatsby-plugin-image's own lazy <picture> markup: it writes `data-srcset` and
 * `data-src` for its script to swap in, and a blank sizer image.
 */
const PUBLIC = path.join(__dirname, "..", "..", "public")

/** The pages a visitor can get: every .html but Gatsby's internal slice files and the CMS. */
function builtPages(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ["_gatsby", "admin", "page-data", "static"].includes(entry.name) ? [] : builtPages(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

interface VnuMessage {
  type: string
  url: string
  message: string
  extract?: string
  lastLine?: number
}

/** gatsby-plugin-image's lazy markup, told apart by the attributes only it writes. */
const IMAGE_PLUGIN_MARKUP: Array<{ message: string; extract: RegExp }> = [
  { message: "Element “source” is missing required attribute “srcset”.", extract: /<source [^>]*data-srcset=/ },
  {
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    extract: /data-srcset=/,
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    extract: /<img [^>]*data-main-image=""[^>]*data-src=/,
  },
  {
    message:
      "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    extract: /<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml/,
  },
]

const fromImagePlugin = (error: VnuMessage) =>
  IMAGE_PLUGIN_MARKUP.some(rule => error.message === rule.message && rule.extract.test(error.extract ?? ""))

test("every built page is valid HTML (Nu Html Checker), apart from gatsby-plugin-image's lazy markup", async () => {
  test.setTimeout(120_000)
  const pages = builtPages()
  expect(pages.map(page => path.relative(PUBLIC, page)).sort()).toEqual(
    expect.arrayContaining(["404.html", "index.html", "obrigado/index.html", "semana-cliente/index.html"]),
  )
  // vnu exits 1 when it finds errors; its JSON report on stderr is what counts.
  const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failure: unknown) => ({
    stderr: failure instanceof Error && "stderr" in failure ? String(failure.stderr) : "",
  }))
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  const errors = messages.filter(message => message.type === "error" && !fromImagePlugin(message))
  expect(
    errors.map(
      error => `${path.relative(PUBLIC, new URL(error.url).pathname)}:${error.lastLine ?? "?"} ${error.message}`,
    ),
  ).toEqual([])
  // The allowed errors are really there, so the rules above still describe the plugin's markup.
  expect(messages.filter(fromImagePlugin).length).toBeGreaterThan(0)
})

test("no built page holds a NUL byte", () => {
  for (const page of builtPages()) {
    expect(fs.readFileSync(page).includes(0), path.relative(PUBLIC, page)).toBe(false)
  }
})
