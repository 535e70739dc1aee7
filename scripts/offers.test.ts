/** @jest-environment node */
import { execFile } from "node:child_process"
import { once } from "node:events"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { buildInfo, type BuildInfo } from "../plugins/content-build/build-info"
import { offerBoundaries } from "../src/features/offers/offer-boundaries"
import { OFFER_PLACEMENTS, type OfferPlacement } from "../src/features/offers/offer-placements"
import { parseDateTime } from "../src/lib/date-time"

const HOUR = 60 * 60 * 1000
const DATES = { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" }
const WEEK: OfferPlacement[] = [{ offer: "week", path: "/semana-cliente", dates: DATES }]
const STARTS = parseDateTime(DATES.startsAt)
const iso = (ms: number) => new Date(ms).toISOString()

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise(resolve => {
    const environment = { ...process.env, DEPLOY_HOOK_URL: "", ...env }
    execFile(
      process.execPath,
      [path.join(__dirname, "offers.mjs"), ...args],
      { env: environment },
      (error, out, err) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${out}${err}` })
      },
    )
  })
}

/** `rebuild` at `now` against the live site (its /build.json) and the host's deploy hook, both on this machine. */
async function rebuild(info: BuildInfo | string, { now = STARTS + HOUR, hookStatus = 200, hookSet = true } = {}) {
  const hookCalls: string[] = []
  const server = createServer((request, response) => {
    if (request.url?.startsWith("/build.json")) {
      response.writeHead(200, { "content-type": "application/json" })
      response.end(typeof info === "string" ? info : JSON.stringify(info))
    } else if (request.url === "/hook") {
      hookCalls.push(request.method ?? "")
      response.writeHead(hookStatus).end("{}")
    } else response.writeHead(404).end()
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const hook = hookSet ? { DEPLOY_HOOK_URL: `${origin}/hook` } : undefined
  const result = await run(["rebuild", "--now", iso(now), "--site", origin], hook)
  server.close()
  return { ...result, hookCalls, origin }
}

describe("node scripts/offers.mjs rebuild (the scheduled workflow)", () => {
  it("calls the deploy hook once when a boundary has passed since the live build, never printing its address", async () => {
    const { code, output, hookCalls, origin } = await rebuild(buildInfo(STARTS - 2 * HOUR, WEEK))
    expect(output).toContain("a Semana do Cliente começa em 30/11/2026 às 00:00 (horário de Brasília)")
    expect(output).toContain("Novo build pedido")
    expect(output).not.toContain(`${origin}/hook`)
    expect([code, hookCalls]).toEqual([0, ["POST"]])
  })

  it("does nothing when the live build came after the boundary, or the boundary is still ahead", async () => {
    const after = await rebuild(buildInfo(STARTS + 1000, WEEK))
    expect(after.output).toContain("nada a fazer")
    const before = await rebuild(buildInfo(STARTS - 2 * HOUR, WEEK), { now: STARTS - HOUR })
    expect(before.output).toContain("A próxima: a Semana do Cliente começa em 30/11/2026")
    expect([after.code, before.code, [...after.hookCalls, ...before.hookCalls]]).toEqual([0, 0, []])
  })

  it("without DEPLOY_HOOK_URL says the automatic rebuild is off, and reads nothing", async () => {
    const { code, output, hookCalls } = await rebuild(buildInfo(STARTS - 2 * HOUR, WEEK), { hookSet: false })
    expect(output).toContain("DEPLOY_HOOK_URL não está definido")
    expect([code, hookCalls]).toEqual([0, []])
  })

  it("fails in Portuguese, naming the address, on a build.json it cannot read, and on a hook that refuses", async () => {
    const broken = await rebuild("<html>não é JSON</html>")
    expect(broken.output).toContain(`${broken.origin}/build.json não tem "builtAt" e "boundaries"`)
    expect(broken.code).toBe(1)
    const refused = await rebuild(buildInfo(STARTS - 2 * HOUR, WEEK), { hookStatus: 500 })
    expect(refused.output).toContain("o deploy hook respondeu 500")
    expect(refused.code).toBe(1)
  })

  it("prints build.json's strings on one line, so none can start a workflow command", async () => {
    const info = buildInfo(STARTS - 2 * HOUR, WEEK)
    const forged = info.boundaries.map(item => ({ ...item, offer: "x\n::error::forjado", path: "/p\r::add-mask::" }))
    const { output } = await rebuild(JSON.stringify({ ...info, boundaries: forged }))
    expect(output).toContain('a oferta "x :error:forjado"')
    expect(output).not.toContain("::")
  })

  it("names a bad option", async () => {
    expect(await run(["rebuild", "--agora", "x"])).toEqual({
      code: 2,
      output: expect.stringContaining('opção desconhecida "--agora"') as string,
    })
    expect((await run(["next", "--now", "amanhã"])).output).toContain('--now "amanhã" não é uma data')
  })
})

it("npm run offers:next prints content's next boundary after the given instant, in Portuguese", async () => {
  const boundaries = offerBoundaries(OFFER_PLACEMENTS)
  const [first, last] = [boundaries[0], boundaries[boundaries.length - 1]]
  const { code, output } = await run(["next", "--now", iso(first.at - HOUR)])
  expect(code).toBe(0)
  const when = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(first.at)
  expect(output).toMatch(new RegExp(`^Próxima mudança de oferta: .* em ${when.replace(/\//g, "\\/")} às `))
  expect(output).toContain(`, em ${first.path}. Falta 1 hora.`)
  expect((await run(["next", "--now", iso(last.at)])).output).toContain("Nenhuma oferta com data futura")
})
