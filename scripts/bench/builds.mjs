/** The builds the bench measures (this one, the bare floor page, another commit's), served and weighed. */
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const TMP = path.join(ROOT, "bench/tmp")
const BIN = path.join(ROOT, "node_modules/.bin")
const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim()

/** `gatsby build` in `cwd`, its output on stderr so that stdout holds only the bench's result. */
export function gatsbyBuild(cwd, env = {}) {
  console.error(`gatsby build in ${cwd} …`)
  const options = { cwd, stdio: ["ignore", 2, 2], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } }
  execFileSync(path.join(BIN, "gatsby"), ["build"], options)
}

const FLOOR_PAGE = `import * as React from "react"
const style = { fontFamily: "system-ui, sans-serif", padding: "2rem", color: "#111", background: "#fff" }
export default function Index() {
  const text = "The framework's floor: one page, no plugins, no styling library."
  return <main style={style}><h1>Bare Gatsby page</h1><p>{text}</p></main>
}
export const Head = () => <><html lang="pt-BR" /><title>Bare Gatsby page</title><meta name="description" content="Floor" /></>
`

/** The floor: a bare Gatsby page built with the site's Gatsby, once per Gatsby version. Returns its public/. */
export function buildFloor() {
  const dir = path.join(TMP, "floor")
  const stamp = path.join(dir, ".built-with")
  const gatsby = JSON.parse(readFileSync(path.join(ROOT, "node_modules/gatsby/package.json"), "utf8")).version
  const version = `${gatsby}\n${FLOOR_PAGE}`
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === version) return path.join(dir, "public")
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, "src/pages"), { recursive: true })
  const dependencies = { gatsby: "*", react: "*", "react-dom": "*" }
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "gatsby-floor", private: true, dependencies }))
  writeFileSync(path.join(dir, "gatsby-config.js"), `module.exports = { trailingSlash: "never" }\n`)
  writeFileSync(path.join(dir, "src/pages/index.js"), FLOOR_PAGE)
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  gatsbyBuild(dir)
  writeFileSync(stamp, version)
  return path.join(dir, "public")
}

/**
 * `ref`'s public/, built in a temporary git worktree that borrows this checkout's node_modules (so the
 * ref must use the same packages) and kept in bench/tmp/against/<commit> for later runs.
 */
export function buildAgainst(ref) {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`)
  const kept = path.join(TMP, "against", commit)
  if (existsSync(path.join(kept, "index.html"))) return { commit, publicDir: kept }
  const worktree = path.join(TMP, "against-worktree")
  // The link goes first, so that removing the worktree cannot delete through it.
  const remove = () => {
    rmSync(path.join(worktree, "node_modules"), { force: true })
    rmSync(worktree, { recursive: true, force: true })
    git("worktree", "prune")
  }
  remove()
  try {
    git("worktree", "add", "--detach", "--force", worktree, commit)
    symlinkSync(path.join(ROOT, "node_modules"), path.join(worktree, "node_modules"), "dir")
    // The same split-test variant as this checkout's build: a detached worktree has no branch to name it.
    gatsbyBuild(worktree, { AB_VARIANT: process.env.AB_VARIANT || git("rev-parse", "--abbrev-ref", "HEAD") })
    mkdirSync(path.dirname(kept), { recursive: true })
    renameSync(path.join(worktree, "public"), kept)
  } finally {
    remove()
  }
  return { commit, publicDir: kept }
}

/** Serves a build with Cloudflare's local runtime, as the host and the browser tests do; resolves once it answers. */
export async function serve(publicDir, port) {
  const answers = () =>
    fetch(`http://localhost:${port}/`)
      .then(response => response.ok)
      .catch(() => false)
  // Another server on the port would be measured instead of this build.
  if (await answers()) throw new Error(`Port ${port} is already in use: stop that server or pass --port`)
  const args = ["pages", "dev", publicDir, "--port", String(port), "--inspector-port", String(port + 3)]
  const server = spawn(path.join(BIN, "wrangler"), [...args, "--show-interactive-dev-session=false"], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: "ignore",
  })
  for (let tries = 0; tries < 300 && server.exitCode === null; tries++) {
    if (await answers()) return server
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`wrangler did not serve ${publicDir} on port ${port}`)
}

/**
 * The gzip size of every script a visitor downloads before any interaction: Gatsby's app chunk group
 * (its runtime, React and the app, which the HTML loads) and the page component's, which Gatsby's
 * runtime fetches before hydration. Later chunks (sections near the viewport, idle-time code) are not in it.
 */
export function firstLoadJs(publicDir, route) {
  const pageData = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json")
  const groups = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")).namedChunkGroups
  const assets = [groups.app, groups[JSON.parse(readFileSync(pageData, "utf8")).componentChunkName]].flatMap(group =>
    group.assets.map(asset => asset.name).filter(name => name.endsWith(".js")),
  )
  return [...new Set(assets)].reduce((sum, name) => sum + gzipSync(readFileSync(path.join(publicDir, name))).length, 0)
}
