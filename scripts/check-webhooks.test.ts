/** @jest-environment node */
import { execFile } from "node:child_process"
import { once } from "node:events"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { settingsEnvVars } from "../src/content-model/settings"
import { buildLeadRecord } from "../src/features/lead/delivery/lead"
import plans from "../content/data/plans.json"

const SITE = "https://loja.example.com.br"

/** A local webhook that records what it gets; `cors` decides whether it answers the browser's CORS. */
async function webhook(cors: boolean) {
  const received: { method: string; headers: IncomingMessage["headers"]; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      received.push({ method: request.method ?? "", headers: request.headers, body })
      if (cors) {
        response.setHeader("Access-Control-Allow-Origin", String(request.headers.origin))
        response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
        response.setHeader("Access-Control-Allow-Headers", "Content-Type")
      }
      // A webhook without CORS still takes the POST: only the browser's preflight fails.
      response.writeHead(request.method === "OPTIONS" && !cors ? 405 : 200).end("ok")
    })
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/lead`, received }
}

const envOf = (setting: string) => settingsEnvVars().find(([, where]) => where === setting)?.[0] ?? ""

/** The check for the site SITE and two webhooks, set as the build's environment variables would. */
function check(first: string, second: string): Promise<{ code: number; output: string }> {
  const env = {
    ...process.env,
    [envOf("siteUrl")]: SITE,
    [envOf("webhooks[0]")]: first,
    [envOf("webhooks[1]")]: second,
  }
  return new Promise(resolve => {
    execFile(process.execPath, [path.join(__dirname, "check-webhooks.mjs")], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` })
    })
  })
}

describe("npm run check:webhooks", () => {
  let withCors: Awaited<ReturnType<typeof webhook>>
  let withoutCors: Awaited<ReturnType<typeof webhook>>
  beforeAll(async () => {
    withCors = await webhook(true)
    withoutCors = await webhook(false)
  })
  afterAll(() => {
    withCors.server.close()
    withoutCors.server.close()
  })

  it("passes webhooks that answer CORS as a browser would, sending a lead shaped like the site's, marked as a test", async () => {
    const { code, output } = await check(withCors.url, withCors.url.replace("/lead", "/crm"))
    expect(output).toContain(`OK    ${withCors.url}`)
    expect(output).not.toContain("FALHA")
    expect(code).toBe(0)
    // The browser's way: the preflight from the site's origin first, then the JSON POST.
    expect(withCors.received.map(request => request.method)).toEqual(["OPTIONS", "POST", "OPTIONS", "POST"])
    const [preflight, post] = withCors.received
    expect(preflight.headers).toMatchObject({
      origin: SITE,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    })
    expect(post.headers).toMatchObject({ origin: SITE, "content-type": "application/json" })
    const lead = JSON.parse(post.body) as Record<string, unknown>
    const siteLead = buildLeadRecord({
      values: { nome: "a", email: "a@b.co", telefone: "11999999999" },
      plan: { name: plans.plans[0].name, price: plans.plans[0].price },
      tracking: undefined,
      pageUrl: SITE,
      build: { variant: "main", environment: "local" },
      now: new Date(0),
      leadId: "x",
      consent: { categorias: ["necessary"], versao_politica: null, data_escolha: null },
    })
    expect(Object.keys(lead).sort()).toEqual([...Object.keys(siteLead), "teste"].sort())
    expect(lead.teste).toBe(true)
    expect(lead.email).toMatch(/@example\.com$/)
  })

  it("names a webhook without CORS and a plain http:// one (but for this machine) with their fixes, and fails", async () => {
    const { code, output } = await check("http://hooks.example.com/lead", withoutCors.url)
    expect(code).not.toBe(0)
    expect(output).toMatch(/FALHA http:\/\/hooks\.example\.com\/lead\n.*precisa começar com https:\/\//)
    const failure = output.slice(output.indexOf(`FALHA ${withoutCors.url}`))
    expect(failure).toMatch(/não responde ao preflight CORS/)
    expect(failure).toContain(`ative CORS para ${SITE}`)
    // The webhook without CORS gets nothing a browser would not send: only the preflight.
    expect(withoutCors.received.map(request => request.method)).toEqual(["OPTIONS"])
  })
})
