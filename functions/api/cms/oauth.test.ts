/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import { onRequestGet as auth } from "./auth"
import { onRequestGet as callback } from "./callback"
import { openerPattern, readSettings, STATE_COOKIE, type OAuthEnv } from "./oauth"

const SITE = "https://formacaomagic.com.br"
const ENV: OAuthEnv = { GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret" }

const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
const back = (query: string, cookie?: string, env = ENV) =>
  callback({ request: get(`${SITE}/api/cms/callback?${query}`, cookie), env })

/** A sign-in started at /api/cms/auth: GitHub's address it redirects to, the state and the cookie. */
function start(env: OAuthEnv = ENV, site = SITE) {
  const response = auth({ request: get(`${site}/api/cms/auth?provider=github&scope=repo`), env })
  const location = new URL(response.headers.get("Location") ?? "")
  const cookie = response.headers.get("Set-Cookie") ?? ""
  return { status: response.status, location, state: location.searchParams.get("state") ?? "", cookie }
}

let fetchMock: jest.SpiedFunction<typeof fetch>
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ access_token: "gho_token" }))
})
afterEach(() => fetchMock.mockRestore())

describe("starting the sign-in", () => {
  it("sends the writer to GitHub with this site's callback, the least scope and a random state kept in a short cookie", () => {
    const { status, location, state, cookie } = start()
    expect(status).toBe(302)
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize")
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "app-id",
      redirect_uri: `${SITE}/api/cms/callback`,
      scope: "repo",
      state: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    })
    expect(start().state).not.toBe(state)
    expect(cookie).toBe(`${STATE_COOKIE}=${state}; Path=/api/cms; Max-Age=600; HttpOnly; SameSite=Lax; Secure`)
    expect(start(ENV, "http://localhost:9300").cookie).not.toContain("Secure")
    const publicRepo = start({ ...ENV, CMS_GITHUB_SCOPE: "public_repo" })
    expect(publicRepo.location.searchParams.get("scope")).toBe("public_repo")
  })

  it("tells whoever set up the site, in Portuguese, which variables to set", async () => {
    const missing = auth({ request: get(`${SITE}/api/cms/auth?provider=github`), env: {} })
    expect(missing.status).toBe(500)
    expect(await missing.text()).toContain("defina GITHUB_CLIENT_ID e GITHUB_CLIENT_SECRET")
    const gitlab = auth({ request: get(`${SITE}/api/cms/auth?provider=gitlab`), env: ENV })
    expect(await gitlab.text()).toContain("só faz o login do editor com o GitHub")
  })
})

describe("GitHub's answer", () => {
  it("exchanges the code with the secret, server-side, and hands the token only through Decap's handshake", async () => {
    const env = { ...ENV, GITHUB_OAUTH_URL: "http://localhost:9330" }
    const { state, cookie } = start(env)
    const response = await back(`code=abc&state=${state}`, cookie, env)
    const [url, init] = fetchMock.mock.calls[0]
    expect((url as URL).href).toBe("http://localhost:9330/login/oauth/access_token")
    expect(JSON.parse(init?.body as string)).toEqual({
      client_id: "app-id",
      client_secret: "app-secret",
      code: "abc",
      redirect_uri: `${SITE}/api/cms/callback`,
    })
    const html = await response.text()
    expect(html).toContain(JSON.stringify('authorization:github:success:{"token":"gho_token","provider":"github"}'))
    const nonce = /script-src 'nonce-([0-9a-f]+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("Set-Cookie")).toContain(`${STATE_COOKIE}=; Path=/api/cms; Max-Age=0`)
  })

  it("requests no token when the state is missing, forged or from another browser", async () => {
    const { state, cookie } = start()
    const forged = state.replace(/^./, c => (c === "0" ? "1" : "0"))
    for (const [query, cookieHeader] of [[`state=${state}`], [`state=${forged}`, cookie], ["", cookie]] as const) {
      const response = await back(`code=abc&${query}`, cookieHeader)
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain("Não foi possível confirmar este login")
      expect(html).not.toContain("<script")
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })

  // A writer's refusal on GitHub's page is the browser suite's (e2e/site/cms-sign-in.spec.ts).
  it("passes GitHub's error to the CMS as an error, saying what to do", async () => {
    const { state, cookie } = start()
    fetchMock.mockResolvedValue(Response.json({ error: "incorrect_client_credentials" }))
    const html = await (await back(`code=abc&state=${state}`, cookie)).text()
    expect(html).toContain("o GitHub respondeu “incorrect_client_credentials”")
    expect(html).toContain("clique de novo em “Entrar com o GitHub”")
    expect(html).not.toContain("success")
  })
})

it("gives the token only to this origin and the project's own pages.dev addresses", () => {
  const { project } = readSettings(ENV) as { project: string }
  const wrangler = readFileSync(path.join(__dirname, "../../../wrangler.toml"), "utf8")
  expect(wrangler).toMatch(new RegExp(`^name = "${project}"$`, "m"))
  const allowed = new RegExp(openerPattern(SITE, project))
  for (const origin of [SITE, `https://preco-b.${project}.pages.dev`, `https://${project}.pages.dev`]) {
    expect(allowed.test(origin)).toBe(true)
  }
  const strangers = ["https://evil.example", `https://${project}.pages.dev.evil.example`, `${SITE}.evil.example`]
  strangers.push(
    `http://preco-b.${project}.pages.dev`,
    "https://preco-b.outro.pages.dev",
    "https://formacaomagicxcom.br",
  )
  for (const origin of strangers) expect(allowed.test(origin)).toBe(false)
})
