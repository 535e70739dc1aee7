/** Extra deployments on Cloudflare's local runtime (scripts/serve-tests.mjs): the A/B spec's variant, and others. */
import { spawn, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

export const ROOT = path.join(__dirname, "..", "..")
const SERVE = path.join(ROOT, "scripts", "serve-tests.mjs")

/**
 * What the variant's build has and the control's has not: X-Build on every file, <html> marked by a script file
 * and by an inline script only its CSP allows, a banner, and a Function redirecting to its ?para= (no _headers).
 */
export const VARIANT = {
  build: "variante-teste",
  scriptMark: "data-variant-script",
  scriptPath: "/variante-marca.js",
  inlineMark: "data-variant-inline",
  banner: "Versão B do teste A/B",
  redirectPath: "/redirecionar",
}

const INLINE_SCRIPT = `document.documentElement.setAttribute("${VARIANT.inlineMark}","ok")`
export const INLINE_HASH = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`
const REDIRECT_FUNCTION = `export const onRequest = ({ request }) =>
  new Response(null, { status: 302, headers: { Location: new URL(request.url).searchParams.get("para") } })
`

/** A variant deployment in a new folder: public/ copied and marked, with what the functions use, as a branch deploys. */
export function makeVariant(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ab-variant-"))
  cpSync(path.join(ROOT, "public"), path.join(dir, "public"), { recursive: true })
  cpSync(path.join(ROOT, "functions"), path.join(dir, "functions"), { recursive: true })
  cpSync(path.join(ROOT, "wrangler.toml"), path.join(dir, "wrangler.toml"))
  writeFileSync(path.join(dir, "functions", `${VARIANT.redirectPath}.js`), REDIRECT_FUNCTION)
  cpSync(path.join(ROOT, "migrations"), path.join(dir, "migrations"), { recursive: true })
  cpSync(path.join(ROOT, "content", "site.json"), path.join(dir, "content", "site.json"))
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"))
  const home = path.join(dir, "public", "index.html")
  writeFileSync(
    home,
    readFileSync(home, "utf8")
      .replace("</head>", `<script>${INLINE_SCRIPT}</script></head>`)
      // Outside Gatsby's root, so hydration leaves it alone; the script loads like the page's own.
      .replace(
        /<body([^>]*)>/,
        `<body$1><p id="variante">${VARIANT.banner}</p><script src="${VARIANT.scriptPath}" defer></script>`,
      ),
  )
  writeFileSync(
    path.join(dir, "public", VARIANT.scriptPath),
    `document.documentElement.setAttribute("${VARIANT.scriptMark}", "ok")\n`,
  )
  const headersFile = path.join(dir, "public", "_headers")
  const headers = readFileSync(headersFile, "utf8").replace(/script-src 'self'/g, `script-src 'self' ${INLINE_HASH}`)
  writeFileSync(headersFile, `${headers}\n/*\n  X-Build: ${VARIANT.build}\n`)
  return dir
}

export type Server = { url: string; stop: () => Promise<void> }

/** wrangler pages dev in `cwd` on `port`, once it answers; stop() ends it and every process it started. */
export async function serve(cwd: string, port: number, bindings: Record<string, string>): Promise<Server> {
  const persist = mkdtempSync(path.join(os.tmpdir(), "ab-state-"))
  const args = [SERVE, "--port", String(port), "--", "--persist-to", persist]
  for (const [key, value] of Object.entries(bindings)) args.push("--binding", `${key}=${value}`)
  let output = ""
  const child: ChildProcess = spawn(process.execPath, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://localhost:${port}`
  const exited = new Promise<void>(resolve => child.once("exit", () => resolve()))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler on ${port} exited:\n${output}`)
    try {
      const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) break
    } catch {
      // Not answering yet.
    }
    await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 500))])
  }
  return {
    url,
    stop: async () => {
      // serve-tests ends wrangler, its node child and workerd on SIGTERM.
      if (child.exitCode === null) child.kill("SIGTERM")
      await exited
      rmSync(persist, { recursive: true, force: true })
    },
  }
}
