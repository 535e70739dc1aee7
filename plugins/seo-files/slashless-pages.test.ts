/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { pageHtmlWithoutSlash } from "./slashless-pages"

describe("pageHtmlWithoutSlash", () => {
  it("gives each page folder a .html twin, so its address without a slash is served, not redirected", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "public-"))
    const files = [
      "index.html",
      "404.html",
      "404/index.html",
      "obrigado/index.html",
      "semana-cliente/index.html",
      "admin/index.html",
      "page-data/obrigado/index.html",
      // Left by an earlier build: it would load that build's scripts, so it is written again.
      "obrigado.html",
    ]
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), "<!doctype html>")
    }
    const pairs = pageHtmlWithoutSlash(dir).map(([from, to]) => [path.relative(dir, from), path.relative(dir, to)])
    expect(pairs.sort()).toEqual([
      ["obrigado/index.html", "obrigado.html"],
      ["semana-cliente/index.html", "semana-cliente.html"],
    ])
  })
})
