/**
 * @jest-environment node
 */
import { FORWARDED_HEADER, handleRequest, type SplitDeps } from "./handler"
import { COOKIE_NAME, shortHash, type AbEnv } from "./split"

const SITE = "https://formacaomagic.com.br"
const VARIANT = "https://preco-b.formacao-magic.pages.dev"
const TEST_ID = shortHash(VARIANT)
const ON: AbEnv = { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "50" }
const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile"

interface Setup {
  env?: AbEnv
  path?: string
  headers?: Record<string, string>
  method?: string
  random?: number
  /** The variant deployment's answer, or an error it throws. */
  variant?: Response | Error
  control?: Response
}

async function run({ env = ON, path = "/", headers = {}, method = "GET", random = 0.1, variant, control }: Setup) {
  const sent: Request[] = []
  const warnings: string[] = []
  let nextCalls = 0
  const deps: SplitDeps = {
    random: () => random,
    fetch: request => {
      sent.push(request)
      if (variant instanceof Error) return Promise.reject(variant)
      return Promise.resolve(variant ?? new Response("variante", { headers: { "X-Arm": "variant" } }))
    },
    variantTimeoutMs: 1000,
    warn: message => warnings.push(message),
  }
  const request = new Request(`${SITE}${path}`, { method, headers: { "User-Agent": PHONE, ...headers } })
  const response = await handleRequest(
    {
      request,
      env,
      next: () => {
        nextCalls += 1
        return Promise.resolve(control ?? new Response("controle", { headers: { "X-Arm": "control" } }))
      },
    },
    deps,
  )
  return { response, body: await response.text(), sent, warnings, nextCalls }
}

const cookie = (arm: string, testId = TEST_ID) => ({ Cookie: `${COOKIE_NAME}=${arm}.${testId}` })

describe("with no test configured", () => {
  it.each([{}, { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "0" }, { AB_VARIANT_SHARE: "50" }])(
    "passes every request to the site untouched, with no cookie: %j",
    async env => {
      const result = await run({ env, random: 0 })
      expect(result.body).toBe("controle")
      expect(result.response.headers.get("Set-Cookie")).toBeNull()
      expect(result.sent).toHaveLength(0)
      expect(result.warnings).toEqual([])
    },
  )

  it("says in the log why a malformed variable was ignored", async () => {
    const result = await run({ env: { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "cinquenta" }, random: 0 })
    expect(result.body).toBe("controle")
    expect(result.warnings).toEqual([expect.stringContaining('AB_VARIANT_SHARE="cinquenta"')])
  })
})

describe("a new visitor", () => {
  it("drawn for the variant gets the variant's page and headers, and the variant's cookie", async () => {
    const result = await run({ random: 0.2 })
    expect(result.body).toBe("variante")
    expect(result.response.headers.get("X-Arm")).toBe("variant")
    expect(result.response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${COOKIE_NAME}=variant\\.${TEST_ID};`))
    expect(result.nextCalls).toBe(0)
    expect(result.sent[0].url).toBe(`${VARIANT}/`)
    expect(result.sent[0].headers.get(FORWARDED_HEADER)).toBe("variant")
  })

  it("drawn for the control gets this deployment's page and the control's cookie", async () => {
    const result = await run({ random: 0.7 })
    expect(result.body).toBe("controle")
    expect(result.response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${COOKIE_NAME}=control\\.${TEST_ID};`))
    expect(result.sent).toHaveLength(0)
  })

  it("with a cookie from an earlier test is drawn again", async () => {
    const result = await run({ headers: cookie("control", "oldtest"), random: 0.2 })
    expect(result.body).toBe("variante")
    expect(result.response.headers.get("Set-Cookie")).toContain(`variant.${TEST_ID}`)
  })
})

describe("a returning visitor", () => {
  it("on the variant gets every path from the variant, query included, and no new cookie", async () => {
    const result = await run({ headers: cookie("variant"), path: "/page-data/index/page-data.json?v=1", random: 0.9 })
    expect(result.body).toBe("variante")
    expect(result.sent[0].url).toBe(`${VARIANT}/page-data/index/page-data.json?v=1`)
    expect(result.response.headers.get("Set-Cookie")).toBeNull()
  })

  it("on the control stays on the control", async () => {
    const result = await run({ headers: cookie("control"), random: 0 })
    expect(result.body).toBe("controle")
    expect(result.sent).toHaveLength(0)
    expect(result.response.headers.get("Set-Cookie")).toBeNull()
  })
})

describe("when the variant fails", () => {
  it.each([
    ["is down", new TypeError("fetch failed")],
    ["answers 500", new Response("erro", { status: 500 })],
    ["answers 503", new Response("erro", { status: 503 })],
    ["answers 404", new Response("sumiu", { status: 404 })],
    ["is behind a login", new Response("acesso", { status: 403 })],
  ])("the control answers when the variant %s", async (_, variant) => {
    const result = await run({ headers: cookie("variant"), variant })
    expect(result.body).toBe("controle")
    expect(result.nextCalls).toBe(1)
    expect(result.warnings).toHaveLength(1)
  })

  it("the control answers when the variant does not start answering in time", async () => {
    const deps: SplitDeps = {
      random: () => 0,
      fetch: request =>
        new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error("aborted")))),
      variantTimeoutMs: 20,
      warn: () => undefined,
    }
    const response = await handleRequest(
      {
        request: new Request(SITE, { headers: { "User-Agent": PHONE, ...cookie("variant") } }),
        env: ON,
        next: () => Promise.resolve(new Response("controle")),
      },
      deps,
    )
    expect(await response.text()).toBe("controle")
  })
})

describe("the variant's answer", () => {
  it("keeps a redirect at the production address and drops the preview's noindex", async () => {
    const variant = new Response(null, {
      status: 308,
      headers: { Location: `${VARIANT}/semana-cliente?x=1`, "X-Robots-Tag": "noindex", "Content-Security-Policy": "a" },
    })
    const result = await run({ headers: cookie("variant"), path: "/semana-cliente/", variant })
    expect(result.response.status).toBe(308)
    expect(result.response.headers.get("Location")).toBe("/semana-cliente?x=1")
    expect(result.response.headers.get("X-Robots-Tag")).toBeNull()
    expect(result.response.headers.get("Content-Security-Policy")).toBe("a")
  })
})

describe("always the control", () => {
  it.each([
    ["a search engine", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a crawler holding a variant cookie", { "User-Agent": "Googlebot/2.1", ...cookie("variant") }],
    ["a request the variant's own middleware forwarded", { [FORWARDED_HEADER]: "variant", ...cookie("variant") }],
  ])("for %s, with no cookie set", async (_, headers) => {
    const result = await run({ headers, random: 0 })
    expect(result.body).toBe("controle")
    expect(result.sent).toHaveLength(0)
    expect(result.response.headers.get("Set-Cookie")).toBeNull()
  })

  it("for the content editor", async () => {
    const result = await run({ path: "/admin/", headers: cookie("variant") })
    expect(result.body).toBe("controle")
    expect(result.sent).toHaveLength(0)
  })

  it("for a form post", async () => {
    const result = await run({ method: "POST", headers: cookie("variant") })
    expect(result.body).toBe("controle")
  })
})

describe("a script or image request without the cookie (a browser that keeps no cookies)", () => {
  it("is not assigned, and gets the control's file", async () => {
    const result = await run({ headers: { "Sec-Fetch-Dest": "script" }, path: "/app-1.js", random: 0 })
    expect(result.body).toBe("controle")
    expect(result.response.headers.get("Set-Cookie")).toBeNull()
    expect(result.sent).toHaveLength(0)
  })

  it("gets the variant's file when only the variant has it", async () => {
    const control = new Response("não existe", { status: 404 })
    const result = await run({ headers: { "Sec-Fetch-Dest": "script" }, path: "/app-2.js", control })
    expect(result.body).toBe("variante")
    expect(result.response.headers.get("Set-Cookie")).toBeNull()
  })

  it("gets the control's 404 when neither has it", async () => {
    const control = new Response("não existe", { status: 404 })
    const variant = new Response("também não", { status: 404 })
    const result = await run({ headers: { "Sec-Fetch-Dest": "image" }, control, variant })
    expect(result.response.status).toBe(404)
    expect(result.body).toBe("não existe")
  })
})
