/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { onRequestGet as auth } from "./auth"
import { onRequestGet as callback } from "./callback"
import { openerPattern, readSettings, STATE_COOKIE, type OAuthEnv } from "./oauth"

const SITE = "https://formacaomagic.com.br"
const ENV: OAuthEnv = { GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret" }

const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} })

/** A sign-in started at /api/cms/auth: GitHub's address it redirects to and the cookie it sets. */
async function start(env: OAuthEnv = ENV, site = SITE) {
  const response = await auth({ request: get(`${site}/api/cms/auth?provider=github&scope=repo`), env })
  const location = new URL(response.headers.get("Location") ?? "")
  return {
    response,
    location,
    state: location.searchParams.get("state") ?? "",
    cookie: response.headers.get("Set-Cookie") ?? "",
  }
}

let fetchMock: jest.SpiedFunction<typeof fetch>
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ access_token: "gho_token" }))
})
afterEach(() => fetchMock.mockRestore())

describe("starting the sign-in", () => {
  it("sends the writer to GitHub with this site's callback, the least scope and a random state kept in a short cookie", async () => {
    const { response, location, state, cookie } = await start()
    expect(response.status).toBe(302)
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize")
    expect(location.searchParams.get("client_id")).toBe("app-id")
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/cms/callback`)
    expect(location.searchParams.get("scope")).toBe("repo")
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect((await start()).state).not.toBe(state)
    expect(cookie).toBe(`${STATE_COOKIE}=${state}; Path=/api/cms; Max-Age=600; HttpOnly; SameSite=Lax; Secure`)
    expect((await start(ENV, "http://localhost:9300")).cookie).not.toContain("Secure")
    expect((await start({ ...ENV, CMS_GITHUB_SCOPE: "public_repo" })).location.searchParams.get("scope")).toBe(
      "public_repo",
    )
  })

  it("tells whoever set up the site, in Portuguese, which variables to set", async () => {
    const missing = await auth({ request: get(`${SITE}/api/cms/auth?provider=github`), env: {} })
    expect(missing.status).toBe(500)
    expect(await missing.text()).toContain("defina GITHUB_CLIENT_ID e GITHUB_CLIENT_SECRET")
    const gitlab = await auth({ request: get(`${SITE}/api/cms/auth?provider=gitlab`), env: ENV })
    expect(await gitlab.text()).toContain("só faz o login do editor com o GitHub")
  })
})

describe("GitHub's answer", () => {
  it("exchanges the code with the secret, server-side, and hands the token only through Decap's handshake", async () => {
    const env = { ...ENV, GITHUB_OAUTH_URL: "http://localhost:9330" }
    const { state, cookie } = await start(env)
    const response = await callback({ request: get(`${SITE}/api/cms/callback?code=abc&state=${state}`, cookie), env })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe("http://localhost:9330/login/oauth/access_token")
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: "app-id",
      client_secret: "app-secret",
      code: "abc",
      redirect_uri: `${SITE}/api/cms/callback`,
    })
    const html = await response.text()
    expect(html).toContain(JSON.stringify('authorization:github:success:{"token":"gho_token","provider":"github"}'))
    expect(html).toContain("Login concluído")
    const nonce = /script-src 'nonce-([0-9a-f]+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("Set-Cookie")).toContain(`${STATE_COOKIE}=; Path=/api/cms; Max-Age=0`)
  })

  it("requests no token when the state is missing, forged or from another browser", async () => {
    const { state, cookie } = await start()
    for (const [query, cookieHeader] of [
      [`code=abc&state=${state}`, undefined],
      [`code=abc&state=${state.replace(/^./, c => (c === "0" ? "1" : "0"))}`, cookie],
      ["code=abc", cookie],
    ] as const) {
      const response = await callback({ request: get(`${SITE}/api/cms/callback?${query}`, cookieHeader), env: ENV })
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain("Não foi possível confirmar este login")
      expect(html).not.toContain("<script")
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("passes GitHub's refusal or error to the CMS as an error, saying what to do", async () => {
    const { state, cookie } = await start()
    const refused = await callback({
      request: get(`${SITE}/api/cms/callback?error=access_denied&state=${state}`, cookie),
      env: ENV,
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await refused.text()).toContain(
      'authorization:github:error:{\\"message\\":\\"Não foi possível entrar: o GitHub respondeu “access_denied”',
    )
    fetchMock.mockResolvedValue(Response.json({ error: "incorrect_client_credentials" }))
    const badSecret = await callback({
      request: get(`${SITE}/api/cms/callback?code=abc&state=${state}`, cookie),
      env: ENV,
    })
    const html = await badSecret.text()
    expect(html).toContain("o GitHub respondeu “incorrect_client_credentials”")
    expect(html).toContain("clique de novo em “Entrar com GitHub”")
    expect(html).not.toContain("success")
  })
})

describe("who may receive the token", () => {
  it("is this origin and the project's own pages.dev addresses, nothing else", () => {
    const { project } = readSettings(ENV) as { project: string }
    const wranglerName = /^name = "(.+)"$/m.exec(readFileSync(path.join(__dirname, "../../../wrangler.toml"), "utf8"))
    expect(project).toBe(wranglerName?.[1])
    const allowed = new RegExp(openerPattern(SITE, project))
    for (const origin of [SITE, `https://preco-b.${project}.pages.dev`, `https://${project}.pages.dev`]) {
      expect(allowed.test(origin)).toBe(true)
    }
    for (const origin of [
      "https://evil.example",
      `https://${project}.pages.dev.evil.example`,
      `http://preco-b.${project}.pages.dev`,
      "https://preco-b.outro-projeto.pages.dev",
      `${SITE}.evil.example`,
      "https://formacaomagicxcom.br",
    ]) {
      expect(allowed.test(origin)).toBe(false)
    }
  })
})
