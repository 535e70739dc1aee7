/** GET /api/cms/auth?provider=github, Decap's sign-in popup: a random state in a short-lived cookie, then GitHub. */
import { callbackUrl, popupPage, randomHex, readSettings, stateCookie, type OAuthContext } from "./oauth"

export const onRequestGet = ({ request, env }: OAuthContext): Response => {
  const url = new URL(request.url)
  const settings = readSettings(env)
  if ("problem" in settings) return popupPage(settings.problem, 500)
  if (url.searchParams.get("provider") !== "github") {
    return popupPage("Este endereço só faz o login do editor com o GitHub (provider=github).", 400)
  }
  const state = randomHex()
  const authorize = new URL("/login/oauth/authorize", settings.oauthUrl)
  const { clientId: client_id, scope } = settings
  authorize.search = new URLSearchParams({ client_id, redirect_uri: callbackUrl(url), scope, state }).toString()
  const headers = { Location: authorize.href, "Set-Cookie": stateCookie(state, url), "Cache-Control": "no-store" }
  return new Response(null, { status: 302, headers })
}
