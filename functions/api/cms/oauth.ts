/** GitHub sign-in for Decap's GitHub backend, shared by auth.ts and callback.ts. */

/**
 * The Pages variables the sign-in reads. GITHUB_OAUTH_URL: a stand-in in tests; CMS_GITHUB_SCOPE: `public_repo`, or
 * `repo` (the default, for private repositories too); PAGES_PROJECT: whose preview addresses may receive a token.
 */
type OAuthVariable =
  "GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET" | "GITHUB_OAUTH_URL" | "CMS_GITHUB_SCOPE" | "PAGES_PROJECT"
export type OAuthEnv = Partial<Record<OAuthVariable, string>>

export type OAuthContext = { request: Request; env: OAuthEnv }
export type OAuthSettings = { clientId: string; clientSecret: string; oauthUrl: string; scope: string; project: string }

export const STATE_COOKIE = "cms_oauth_state"

/** The OAuth App's settings, or what whoever set up the site must set (in Portuguese). */
export function readSettings(env: OAuthEnv): OAuthSettings | { problem: string } {
  const clientId = env.GITHUB_CLIENT_ID?.trim()
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) {
    const where = "no Cloudflare, Workers & Pages → o projeto → Settings → Variables and Secrets"
    return {
      problem: `O login do editor não está configurado: defina GITHUB_CLIENT_ID e GITHUB_CLIENT_SECRET (${where}).`,
    }
  }
  return {
    clientId,
    clientSecret,
    oauthUrl: env.GITHUB_OAUTH_URL?.trim() || "https://github.com",
    scope: env.CMS_GITHUB_SCOPE?.trim() === "public_repo" ? "public_repo" : "repo",
    project: env.PAGES_PROJECT?.trim() || "formacao-magic",
  }
}

export const callbackUrl = (url: URL): string => `${url.origin}/api/cms/callback`

export const randomHex = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), byte => byte.toString(16).padStart(2, "0")).join("")

/** Secure everywhere but http://localhost, where the browser tests run. */
export function stateCookie(value: string, url: URL, maxAge = 600): string {
  const secure = url.protocol === "http:" && url.hostname === "localhost" ? "" : "; Secure"
  return `${STATE_COOKIE}=${value}; Path=/api/cms; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

/** Whether the callback's state is the one this browser's cookie holds, compared in constant time. */
export function sameState(given: string, cookieHeader: string | null): boolean {
  const kept = cookieHeader
    ?.split(";")
    .map(part => part.trim().split("="))
    .find(([name]) => name === STATE_COOKIE)?.[1]
  if (!kept || given.length !== kept.length) return false
  let difference = 0
  for (let i = 0; i < kept.length; i++) difference |= kept.charCodeAt(i) ^ given.charCodeAt(i)
  return difference === 0
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The CMS windows that may receive a token: this origin, and the project's own pages.dev addresses. */
export const openerPattern = (origin: string, project: string): string =>
  `^(?:${escapeRegExp(origin)}|https://(?:[a-z0-9-]+\\.)?${escapeRegExp(project)}\\.pages\\.dev)$`

/** Decap's messages: `success` with `{ token, provider }`, `error` with `{ message }`. */
export const decapMessage = (kind: "success" | "error", payload: object): string =>
  `authorization:github:${kind}:${JSON.stringify(payload)}`

/** Inside an inline script: `<` escaped, so no value can close the script element. */
const scriptValue = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c")

/** The popup's page; with a message, Decap's handshake, answering only a window whose origin `openers` allows. */
export function popupPage(text: string, status: number, handshake?: { message: string; openers: string }): Response {
  const nonce = randomHex()
  const script = handshake
    ? `<script nonce="${nonce}">
const message = ${scriptValue(handshake.message)}, openers = new RegExp(${scriptValue(handshake.openers)})
addEventListener("message", event => {
  if (event.source === opener && event.data === "authorizing:github" && openers.test(event.origin)) opener.postMessage(message, event.origin)
})
opener?.postMessage("authorizing:github", "*")
</script>`
    : ""
  const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Login do editor</title><p>${text}</p>${script}`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": csp,
  }
  return new Response(html, { status, headers })
}
