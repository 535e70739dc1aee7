/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { decapBundleFiles, decapDistDir, writeAdmin } from "./cms-admin"

const ROOT = path.join(__dirname, "..", "..")

it("writes the editor into public/admin/: Decap's bundle in a versioned folder, a noindex page in Portuguese, the config", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  const dist = decapDistDir(ROOT)
  const bundle = decapBundleFiles(dist)
  expect(bundle).toContain("decap-cms.js")
  expect(bundle.some(name => /^\d+\.decap-cms\.js$/.test(name))).toBe(true)
  expect(bundle.some(name => name.endsWith(".map"))).toBe(false)
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, "..", "package.json"), "utf8")) as { version: string }
  expect(writeAdmin(publicDir, ROOT, {})).toContain(`decap-cms-${version}/decap-cms.js`)
  expect(fs.existsSync(path.join(publicDir, "admin", `decap-cms-${version}`, "decap-cms.js"))).toBe(true)
  const html = fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8")
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(html).toContain('lang="pt-BR"')
  expect(html).toContain(`<script src="/admin/decap-cms-${version}/decap-cms.js"></script>`)
  expect(html).toMatch(/<script src="\/admin\/cms-hooks\.js\?v=[0-9a-f]{12}"><\/script>/)
  expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />')
  const config = fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")
  expect(config).toContain('"file": "content/data/journey.json"')
  expect(config).toContain('"label": "1. hero — A profissão mais lucrativa de 2025')
  writeAdmin(publicDir, ROOT, { CMS_BACKEND: "github", CMS_REPO: "dona/site" })
  expect(fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")).toContain('"repo": "dona/site"')
  fs.rmSync(publicDir, { recursive: true, force: true })
})
