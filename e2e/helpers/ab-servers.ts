/**
 * The A/B spec's two extra deployments, served by Cloudflare's local runtime
 * like the main test server (scripts/serve-tests.mjs):
 * - the variant: a copy of the built site with its own marks, as a variant
 *   branch's build would differ: a script only it has, an inline script its
 *   own _headers' CSP hashes, an X-Build header on every file, and a Function
 *   redirecting wherever ?para= says (an attacker's way off the variant);
 * - the production deployment with the test's two variables pointing at it.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.join(__dirname, "..", "..")
const SERVE = path.join(ROOT, "scripts", "serve-tests.mjs")

/** What the variant's build has and the control's has not. */
export const VARIANT = {
  build: "variante-teste",
  /** Set on <html> by a script file only the variant has. */
  scriptMark: "data-variant-script",
  scriptPath: "/variante-marca.js",
  /** Set on <html> by an inline script that only the variant's CSP allows. */
  inlineMark: "data-variant-inline",
  /** Text the variant shows at the top of its home page. */
  banner: "Versão B do teste A/B",
  /** Redirects to its ?para= (a Function's answer: _headers, so X-Build, do not apply). */
  redirectPath: "/redirecionar",
}

const INLINE_SCRIPT = `document.documentElement.setAttribute("${VARIANT.inlineMark}","ok")`
export const INLINE_HASH = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`
const REDIRECT_FUNCTION = `export const onRequest = ({ request }) =>
  new Response(null, { status: 302, headers: { Location: new URL(request.url).searchParams.get("para") } })
`

/**
 * A variant deployment in a new folder: public/ copied and marked, with the
 * project's functions (with the content, packages and migrations they use)
 * and wrangler.toml, as a branch of this repository deploys.
 */
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

export interface Server {
  url: string
  stop: () => Promise<void>
}

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
      // Not answering yet: workerd takes a while to start on a busy machine.
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
