/** The floor: a bare Gatsby page (one page, no plugins, no styling library) built with the site's Gatsby. */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { FLOOR_DIR, ROOT, log, versionOf } from "./config.mjs"
import { runCommand } from "./run-command.mjs"

const FLOOR_FILES = {
  "package.json": JSON.stringify(
    {
      name: "gatsby-floor",
      private: true,
      version: "0.0.0",
      dependencies: { gatsby: "*", react: "*", "react-dom": "*" },
    },
    null,
    2,
  ),
  "gatsby-config.js": `module.exports = { siteMetadata: { siteUrl: "http://localhost" }, trailingSlash: "never", plugins: [] }\n`,
  "src/pages/index.js": `import * as React from "react"

export default function Index() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", color: "#111", background: "#fff" }}>
      <h1>Bare Gatsby page</h1>
      <p>The framework's floor: one page, no plugins, no styling library.</p>
    </main>
  )
}

export function Head() {
  return (
    <>
      <html lang="pt-BR" />
      <title>Bare Gatsby page</title>
      <meta name="description" content="The framework's floor for the performance benchmark." />
    </>
  )
}
`,
}

/** Builds the floor once per Gatsby version and source; later runs reuse bench/tmp/floor. */
export async function buildFloor() {
  const gatsbyVersion = versionOf("gatsby")
  const stamp = JSON.stringify({ gatsbyVersion, files: FLOOR_FILES })
  const stampFile = path.join(FLOOR_DIR, ".bench-stamp")
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    existsSync(path.join(FLOOR_DIR, "public/index.html"))
  ) {
    log("Floor: reusing the cached bare Gatsby build in bench/tmp/floor")
    return
  }
  log("Floor: building a bare Gatsby page in bench/tmp/floor …")
  rmSync(FLOOR_DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true })
    writeFileSync(path.join(FLOOR_DIR, file), text)
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(FLOOR_DIR, "node_modules"), "dir")
  await runCommand(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], FLOOR_DIR)
  writeFileSync(stampFile, stamp)
}
