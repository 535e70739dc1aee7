/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { decapBundleFiles, decapDistDir, writeAdmin } from "./cms-admin"

const ROOT = path.join(__dirname, "..", "..")

describe("the editor written into public/admin/", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("copies Decap's standalone bundle into a versioned folder, without source maps", () => {
    const dist = decapDistDir(ROOT)
    const bundle = decapBundleFiles(dist)
    expect(bundle).toContain("decap-cms.js")
    expect(bundle.some(name => /^\d+\.decap-cms\.js$/.test(name))).toBe(true)
    expect(bundle.some(name => name.endsWith(".map"))).toBe(false)
    const written = writeAdmin(publicDir, ROOT, {})
    const version = (JSON.parse(fs.readFileSync(path.join(dist, "..", "package.json"), "utf8")) as { version: string })
      .version
    expect(written).toContain(`decap-cms-${version}/decap-cms.js`)
    expect(fs.existsSync(path.join(publicDir, "admin", `decap-cms-${version}`, "decap-cms.js"))).toBe(true)
  })

  it("writes a noindex page in Portuguese that loads the bundle, the save check and the generated config", () => {
    writeAdmin(publicDir, ROOT, {})
    const html = fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8")
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(html).toContain('lang="pt-BR"')
    expect(html).toMatch(/<script src="\/admin\/decap-cms-[\d.]+\/decap-cms\.js"><\/script>/)
    expect(html).toMatch(/<script src="\/admin\/cms-hooks\.js\?v=[0-9a-f]{12}"><\/script>/)
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />')
    const config = fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")
    expect(config).toContain('"locale": "pt"')
    expect(config).toContain('"file": "content/data/journey.json"')
    // The copy files are named by their title in the file list.
    expect(config).toContain('"label": "1. hero — A profissão mais lucrativa de 2025')
  })

  it("writes the backend the environment names", () => {
    writeAdmin(publicDir, ROOT, { CMS_BACKEND: "github", CMS_REPO: "dona/site" })
    const config = fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")
    expect(config).toContain('"repo": "dona/site"')
    expect(config).toContain('"publish_mode": "editorial_workflow"')
  })
})
