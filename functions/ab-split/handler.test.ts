/** @jest-environment node */
import { FORWARDED_HEADER, handleRequest } from "./handler"
import { COOKIE_NAME, shortHash, type AbEnv } from "./split"

const SITE = "https://formacaomagic.com.br"
const VARIANT = "https://preco-b.formacao-magic.pages.dev"
const TEST_ID = shortHash(VARIANT)
const HTML = { "Content-Type": "text/html; charset=utf-8" }
const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile"

interface Setup {
  env?: AbEnv
  path?: string
  headers?: Record<string, string>
  method?: string
  random?: number
  /** The variant deployment's answer, an error it throws, or "silent": no answer until aborted. */
  variant?: Response | Error | "silent"
  control?: Response
}

async function run({ env, path = "/", headers = {}, method = "GET", random = 0.1, variant, control }: Setup) {
  const sent: Request[] = []
  const warnings: string[] = []
  let nextCalls = 0
  const request = new Request(`${SITE}${path}`, { method, headers: { "User-Agent": PHONE, ...headers } })
  const next = () => {
    nextCalls += 1
    return Promise.resolve(control ?? new Response("controle", { headers: { ...HTML, "X-Arm": "control" } }))
  }
  const response = await handleRequest(
    { request, env: env ?? { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "50" }, next },
    {
      random: () => random,
      fetch: asked => {
        sent.push(asked)
        if (variant instanceof Error) return Promise.reject(variant)
        if (variant === "silent") return new Promise((_, reject) => asked.signal.addEventListener("abort", reject))
        return Promise.resolve(variant ?? new Response("variante", { headers: { ...HTML, "X-Arm": "variant" } }))
      },
      variantTimeoutMs: 20,
      warn: message => warnings.push(message),
    },
  )
  const setCookie = response.headers.get("Set-Cookie")
  return { response, body: await response.text(), sent, warnings, nextCalls, cookie: setCookie }
}

const cookie = (arm: string, testId = TEST_ID) => ({ Cookie: `${COOKIE_NAME}=${arm}.${testId}` })
const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location } })

describe("with no test configured", () => {
  it.each<AbEnv>([
    {},
    { AB_VARIANT_SHARE: "50" },
    { AB_VARIANT_URL: " ", AB_VARIANT_SHARE: "50" },
    // A preview environment holds only the URL, to mark the variant's build.
    { AB_VARIANT_URL: VARIANT },
    { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: " " },
    { AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "0" },
  ])("passes every request to the site untouched, with no cookie: %j", async env => {
    const result = await run({ env, random: 0 })
    expect([result.body, result.cookie, result.sent, result.warnings]).toEqual(["controle", null, [], []])
  })

  it.each([
    [{ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "cinquenta" }, 'AB_VARIANT_SHARE="cinquenta"'],
    [{ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "150" }, "from 0 to 100"],
    [{ AB_VARIANT_URL: "preco-b.formacao-magic.pages.dev", AB_VARIANT_SHARE: "50" }, "is not an address"],
    [{ AB_VARIANT_URL: "http://preco-b.formacao-magic.pages.dev", AB_VARIANT_SHARE: "50" }, "must start with https"],
  ])("passes every request untouched for a malformed value, saying why in the log: %j", async (env, why) => {
    const result = await run({ env, random: 0 })
    expect(result.body).toBe("controle")
    expect(result.warnings).toEqual([expect.stringContaining(why)])
  })
})

describe("a new visitor", () => {
  // A crawler is drawn like a person: choosing the arm by user agent is what Google calls cloaking.
  it("drawn for the variant, a search engine's crawler too, gets the variant's page, headers and cookie", async () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
    const result = await run({ headers: { "User-Agent": googlebot }, random: 0.2 })
    expect(result.body).toBe("variante")
    expect(result.response.headers.get("X-Arm")).toBe("variant")
    expect(result.cookie).toMatch(new RegExp(`^${COOKIE_NAME}=variant\\.${TEST_ID};`))
    expect(result.nextCalls).toBe(0)
    expect(result.sent[0].url).toBe(`${VARIANT}/`)
    expect(result.sent[0].headers.get(FORWARDED_HEADER)).toBe("variant")
  })

  it("drawn for the control gets this deployment's page and the control's cookie", async () => {
    const result = await run({ random: 0.7 })
    expect(result.body).toBe("controle")
    expect(result.cookie).toMatch(new RegExp(`^${COOKIE_NAME}=control\\.${TEST_ID};`))
    expect(result.sent).toHaveLength(0)
  })

  it("with a cookie from an earlier test is drawn again", async () => {
    const result = await run({ headers: cookie("control", "oldtest"), random: 0.2 })
    expect(result.body).toBe("variante")
    expect(result.cookie).toContain(`variant.${TEST_ID}`)
  })
})

it("gets a returning visitor on the variant every path from the variant, query included, and no new cookie", async () => {
  const result = await run({ headers: cookie("variant"), path: "/page-data/index/page-data.json?v=1", random: 0.9 })
  expect(result.body).toBe("variante")
  expect(result.sent[0].url).toBe(`${VARIANT}/page-data/index/page-data.json?v=1`)
  expect(result.cookie).toBeNull()
})

it.each([
  ["//evil.example/x", "//evil.example/x"],
  ["/\\evil.example/x", "//evil.example/x"],
  ["/%2F%2Fevil.example/x", "/%2F%2Fevil.example/x"],
  ["/%5Cevil.example/x", "/%5Cevil.example/x"],
  ["/..//evil.example/x?a=1", "//evil.example/x?a=1"],
  ["/%2e%2e//evil.example/x", "//evil.example/x"],
])("asks the variant's origin, never another, for the path %s", async (path, sentPath) => {
  const result = await run({ headers: cookie("variant"), path })
  expect(result.sent.map(request => request.url)).toEqual([`${VARIANT}${sentPath}`])
})

it.each([
  ["is down", new TypeError("fetch failed")],
  ["answers 500", new Response("erro", { status: 500 })],
  ["answers 404", new Response("sumiu", { status: 404 })],
  ["is behind a login", new Response("acesso", { status: 403 })],
  ["redirects to another site", redirect("https://evil.example/x")],
  ["redirects to another site by a scheme-relative address", redirect("//evil.example/x")],
  ["redirects to a malformed address", redirect("http://[")],
  ["does not start answering in time", "silent" as const],
])("has the control answer when the variant %s", async (_, variant) => {
  const result = await run({ headers: cookie("variant"), variant })
  expect(result.body).toBe("controle")
  expect(result.response.headers.get("Location")).toBeNull()
  expect(result.nextCalls).toBe(1)
  expect(result.warnings).toHaveLength(1)
})

it("keeps the variant's redirect at the production address and drops the preview's noindex", async () => {
  const variant = new Response(null, {
    status: 308,
    headers: { Location: `${VARIANT}/semana-cliente?x=1`, "X-Robots-Tag": "noindex", "Content-Security-Policy": "a" },
  })
  const { response } = await run({ headers: cookie("variant"), path: "/semana-cliente/", variant })
  expect(response.status).toBe(308)
  expect(response.headers.get("Location")).toBe("/semana-cliente?x=1")
  expect(response.headers.get("X-Robots-Tag")).toBeNull()
  expect(response.headers.get("Content-Security-Policy")).toBe("a")
})

describe("a shared cache under a test", () => {
  const pageData = () => new Response("{}", { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } })

  it.each<[string, Setup]>([
    ["the variant's page", { headers: cookie("variant") }],
    ["the control's page", { headers: cookie("control") }],
    ["a new visitor's page", { random: 0.7 }],
    [
      "the variant's page data",
      { headers: cookie("variant"), path: "/page-data/index/page-data.json", variant: pageData() },
    ],
  ])("may not keep %s for another visitor", async (_, setup) => {
    const { response } = await run(setup)
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache")
    expect(response.headers.get("Vary")).toContain("Cookie")
  })

  it("gets a hashed script, even one asked for as a document, with no cookie and its own cache rule", async () => {
    const control = new Response("js", { headers: { "Cache-Control": "public, max-age=31536000, immutable" } })
    const result = await run({ path: "/app-1.js", headers: { "Sec-Fetch-Dest": "document" }, control, random: 0 })
    expect([result.body, result.cookie, result.sent]).toEqual(["js", null, []])
    expect(result.response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable")
  })
})

it.each<[string, Setup]>([
  ["a returning visitor on the control", { headers: cookie("control") }],
  ["the hourly rebuild's build.json", { path: "/build.json" }],
  ["a form post", { method: "POST", headers: cookie("variant") }],
  [
    "a request the variant's own middleware forwarded",
    { headers: { [FORWARDED_HEADER]: "variant", ...cookie("variant") } },
  ],
])("answers from the control, with no new cookie, %s", async (_, setup) => {
  const result = await run({ ...setup, random: 0 })
  expect([result.body, result.sent, result.cookie]).toEqual(["controle", [], null])
})

describe("a file or a page's own request without the cookie (a browser that keeps no cookies)", () => {
  const missing = () => new Response("não existe", { status: 404 })

  it("gets the variant's file when only the variant has it", async () => {
    const result = await run({ headers: { "Sec-Fetch-Dest": "script" }, path: "/app-2.js", control: missing() })
    expect([result.body, result.cookie]).toEqual(["variante", null])
  })

  it("gets the control's 404 when neither has it", async () => {
    const variant = new Response("também não", { status: 404 })
    const result = await run({ headers: { "Sec-Fetch-Dest": "image" }, control: missing(), variant })
    expect([result.response.status, result.body]).toEqual([404, "não existe"])
  })
})
