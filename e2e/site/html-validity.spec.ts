import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import vnuJar from "vnu-jar"
// No browser page: the built files are checked where they lie, by the Nu Html Checker (vnu-jar, on Java).
import { expect, test } from "@playwright/test"

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

type VnuMessage = { type: string; url: string; message: string; lastLine?: number }

test("every built page is valid HTML (Nu Html Checker) and holds no NUL byte", async () => {
  test.setTimeout(300_000)
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
  const errors = messages.filter(message => message.type === "error")
  expect(
    errors.map(
      error => `${path.relative(PUBLIC, new URL(error.url).pathname)}:${error.lastLine ?? "?"} ${error.message}`,
    ),
  ).toEqual([])
  for (const page of pages) expect(fs.readFileSync(page).includes(0), path.relative(PUBLIC, page)).toBe(false)
})
