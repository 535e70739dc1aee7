/** Writers' sign-in (functions/api/cms/) against a local stand-in for GitHub; a page of the site plays Decap's part. */
import type { Page } from "@playwright/test"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { ROOT, serve, type Server } from "../helpers/ab-servers"
import { expect, test } from "../helpers/fixtures"

const PORT = Number(process.env.E2E_PORT ?? 9100) + 20
const SECRET = "segredo-do-app-de-teste"
const TOKEN = "gho_token-do-stand-in"

let answer: "authorize" | "refuse" | "tamper" = "authorize"
const tokenRequests: string[] = []

const github = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost")
  if (url.pathname === "/login/oauth/authorize") {
    const back = new URL(url.searchParams.get("redirect_uri") ?? "")
    const state = answer === "tamper" ? "f".repeat(64) : (url.searchParams.get("state") ?? "")
    back.search = new URLSearchParams(
      answer === "refuse" ? { error: "access_denied", state } : { code: "c0de", state },
    ).toString()
    response.writeHead(302, { Location: back.href }).end()
    return
  }
  let body = ""
  request.on("data", (chunk: Buffer) => (body += chunk.toString()))
  request.on("end", () => {
    tokenRequests.push(body)
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ access_token: TOKEN }))
  })
})

let site: Server | undefined

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await new Promise<void>(resolve => github.listen(0, resolve))
  site = await serve(ROOT, PORT, {
    GITHUB_CLIENT_ID: "app-id",
    GITHUB_CLIENT_SECRET: SECRET,
    GITHUB_OAUTH_URL: `http://localhost:${(github.address() as AddressInfo).port}`,
  })
})

test.afterAll(async () => {
  await site?.stop()
  github.close()
})

type Received = Window & { received: string[] }

/** Opens the sign-in popup as Decap does and answers "authorizing:github" like it; the page keeps every message. */
async function signIn(page: Page): Promise<Page> {
  await page.goto(`${site!.url}/termos-de-uso/`)
  const popup = page.waitForEvent("popup")
  await page.evaluate(() => {
    const messages: string[] = ((window as unknown as Received).received = [])
    const auth = window.open("/api/cms/auth?provider=github&site_id=localhost&scope=repo", "auth", "width=960")
    addEventListener("message", (event: MessageEvent<string>) => {
      if (event.origin !== location.origin) return
      messages.push(event.data)
      if (event.data === "authorizing:github") auth?.postMessage(event.data, event.origin)
    })
  })
  return popup
}

const received = (page: Page) => page.evaluate(() => (window as unknown as Received).received)

test("a writer who authorises on GitHub signs in; the secret never passes through the browser", async ({ page }) => {
  const sent: string[] = []
  page.context().on("request", request => {
    sent.push([request.url(), request.postData() ?? "", JSON.stringify(request.headers())].join("\n"))
  })
  answer = "authorize"
  await signIn(page)
  await expect.poll(() => received(page)).toHaveLength(2)
  expect(await received(page)).toEqual([
    "authorizing:github",
    `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
  ])
  expect(tokenRequests.map(body => (JSON.parse(body) as { client_secret: string }).client_secret)).toEqual([SECRET])
  expect(sent.some(request => request.includes("/api/cms/callback?code=c0de"))).toBe(true)
  expect(sent.filter(request => request.includes(SECRET))).toEqual([])
})

test("a callback with another state delivers no token", async ({ page }) => {
  answer = "tamper"
  const before = tokenRequests.length
  const popup = await signIn(page)
  await expect(popup.getByText("Não foi possível confirmar este login")).toBeVisible()
  await popup.waitForLoadState()
  expect(await received(page)).toEqual([])
  expect(tokenRequests).toHaveLength(before)
})

test("a writer who refuses on GitHub gets an error in the CMS, saying what to do", async ({ page }) => {
  answer = "refuse"
  const before = tokenRequests.length
  const popup = await signIn(page)
  await expect.poll(() => received(page)).toHaveLength(2)
  const [, error] = await received(page)
  expect(error).toMatch(
    /^authorization:github:error:\{"message":"Não foi possível entrar: o GitHub respondeu “access_denied”/,
  )
  expect(error).toContain("clique de novo em “Entrar com o GitHub”")
  await expect(popup.getByText("Não foi possível entrar")).toBeVisible()
  expect(tokenRequests).toHaveLength(before)
})
