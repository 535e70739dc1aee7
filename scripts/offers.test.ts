/**
 * @jest-environment node
 */
import { execFile } from "node:child_process"
import { once } from "node:events"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { buildInfo, type BuildInfo } from "../plugins/content-build/build-info"
import { offerBoundaries } from "../src/features/offers/offer-boundaries"
import { OFFER_PLACEMENTS, type OfferPlacement } from "../src/features/offers/offer-placements"
import { parseDateTime } from "../src/lib/date-time"

const SCRIPT = path.join(__dirname, "offers.mjs")
const HOUR = 60 * 60 * 1000

/** This test's own week, in São Paulo. */
const WEEK: OfferPlacement[] = [
  {
    offer: "week",
    path: "/semana-cliente",
    dates: { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" },
  },
]
const STARTS = parseDateTime("2026-11-30T00:00:00-03:00")

/** The live site (its /build.json) and the host's deploy hook, on this machine; what each received. */
async function host(info: BuildInfo | string, hookStatus = 200) {
  const hookCalls: string[] = []
  const server: Server = createServer((request, response) => {
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
  return { server, origin, hook: `${origin}/hook`, hookCalls }
}

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise(resolve => {
    const environment = { ...process.env, DEPLOY_HOOK_URL: "", ...env }
    execFile(process.execPath, [SCRIPT, ...args], { env: environment }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` })
    })
  })
}

const iso = (ms: number) => new Date(ms).toISOString()

describe("node scripts/offers.mjs rebuild (the scheduled workflow)", () => {
  let site: Awaited<ReturnType<typeof host>> | undefined
  afterEach(() => site?.server.close())

  it("calls the deploy hook once when a boundary has passed since the live build", async () => {
    site = await host(buildInfo(STARTS - 2 * HOUR, WEEK))
    const { code, output } = await run(["rebuild", "--now", iso(STARTS + HOUR), "--site", site.origin], {
      DEPLOY_HOOK_URL: site.hook,
    })
    expect(output).toContain("a Semana do Cliente começa em 30/11/2026 às 00:00 (horário de Brasília)")
    expect(output).toContain("Novo build pedido")
    expect(output).not.toContain(site.hook)
    expect(code).toBe(0)
    expect(site.hookCalls).toEqual(["POST"])
  })

  it("does nothing when the live build came after the boundary, or the boundary is still ahead", async () => {
    site = await host(buildInfo(STARTS + 1000, WEEK))
    const after = await run(["rebuild", "--now", iso(STARTS + HOUR), "--site", site.origin], {
      DEPLOY_HOOK_URL: site.hook,
    })
    expect(after.output).toContain("nada a fazer")
    site.server.close()
    site = await host(buildInfo(STARTS - 2 * HOUR, WEEK))
    const before = await run(["rebuild", "--now", iso(STARTS - HOUR), "--site", site.origin], {
      DEPLOY_HOOK_URL: site.hook,
    })
    expect(before.output).toContain("A próxima: a Semana do Cliente começa em 30/11/2026")
    expect([after.code, before.code]).toEqual([0, 0])
    expect(site.hookCalls).toEqual([])
  })

  it("without DEPLOY_HOOK_URL says the automatic rebuild is off, and reads nothing", async () => {
    site = await host(buildInfo(STARTS - 2 * HOUR, WEEK))
    const { code, output } = await run(["rebuild", "--now", iso(STARTS + HOUR), "--site", site.origin])
    expect(output).toContain("DEPLOY_HOOK_URL não está definido")
    expect(code).toBe(0)
    expect(site.hookCalls).toEqual([])
  })

  it("fails in Portuguese, naming the address, on a build.json it cannot read, and on a hook that refuses", async () => {
    site = await host("<html>não é JSON</html>")
    const broken = await run(["rebuild", "--site", site.origin], { DEPLOY_HOOK_URL: site.hook })
    expect(broken.output).toContain(`${site.origin}/build.json não tem "builtAt" e "boundaries"`)
    expect(broken.code).toBe(1)
    site.server.close()
    site = await host(buildInfo(STARTS - 2 * HOUR, WEEK), 500)
    const refused = await run(["rebuild", "--now", iso(STARTS + HOUR), "--site", site.origin], {
      DEPLOY_HOOK_URL: site.hook,
    })
    expect(refused.output).toContain("o deploy hook respondeu 500")
    expect(refused.code).toBe(1)
  })

  it("prints build.json's strings on one line, so none can start a workflow command", async () => {
    const info = buildInfo(STARTS - 2 * HOUR, WEEK)
    const forged = info.boundaries.map(item => ({ ...item, offer: "x\n::error::forjado", path: "/p\r::add-mask::" }))
    site = await host(JSON.stringify({ ...info, boundaries: forged }))
    const { output } = await run(["rebuild", "--now", iso(STARTS + HOUR), "--site", site.origin], {
      DEPLOY_HOOK_URL: site.hook,
    })
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

describe("npm run offers:next", () => {
  it("prints content's next boundary after the given instant, in Portuguese", async () => {
    const boundaries = offerBoundaries(OFFER_PLACEMENTS)
    if (boundaries.length === 0) throw new Error("content has no offer with dates")
    const first = boundaries[0]
    const { code, output } = await run(["next", "--now", iso(first.at - HOUR)])
    expect(code).toBe(0)
    const when = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(
      first.at,
    )
    expect(output).toMatch(new RegExp(`^Próxima mudança de oferta: .* em ${when.replace(/\//g, "\\/")} às `))
    expect(output).toContain(`, em ${first.path}. Falta 1 hora.`)
    const last = boundaries[boundaries.length - 1]
    expect((await run(["next", "--now", iso(last.at)])).output).toContain("Nenhuma oferta com data futura")
  })
})
