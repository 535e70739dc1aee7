/** GET /api/cms/callback: once the state matches the cookie, the code becomes a token (secret server-side only). */
import * as oauth from "./oauth"

const STATE_FAILED =
  "Não foi possível confirmar este login: ele expirou ou não começou neste navegador. Feche esta janela e clique de novo em “Entrar com o GitHub”."
const SIGNED_IN = "Login concluído. Esta janela fecha sozinha; volte ao editor."
const refused = (code: string) =>
  `Não foi possível entrar: o GitHub respondeu “${code.replace(/[^\w-]/g, "").slice(0, 60)}”. Feche esta janela, clique de novo em “Entrar com o GitHub” e, na página do GitHub, em “Authorize”. Se o erro voltar, avise quem administra o site.`

type TokenResult = { token: string } | { error: string }

async function requestToken(settings: oauth.OAuthSettings, code: string, redirect_uri: string): Promise<TokenResult> {
  const { clientId: client_id, clientSecret: client_secret } = settings
  try {
    const response = await fetch(new URL("/login/oauth/access_token", settings.oauthUrl), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ client_id, client_secret, code, redirect_uri }),
    })
    const body = (await response.json()) as { access_token?: string; error?: string }
    return body.access_token ? { token: body.access_token } : { error: body.error ?? `http_${response.status}` }
  } catch {
    return { error: "sem_resposta" }
  }
}

async function answer(url: URL, { request, env }: oauth.OAuthContext): Promise<Response> {
  const settings = oauth.readSettings(env)
  if ("problem" in settings) return oauth.popupPage(settings.problem, 500)
  if (!oauth.sameState(url.searchParams.get("state") ?? "", request.headers.get("Cookie"))) {
    return oauth.popupPage(STATE_FAILED, 400)
  }
  const openers = oauth.openerPattern(url.origin, settings.project)
  const githubError = url.searchParams.get("error")
  const result: TokenResult = githubError
    ? { error: githubError }
    : await requestToken(settings, url.searchParams.get("code") ?? "", oauth.callbackUrl(url))
  if ("token" in result) {
    const message = oauth.decapMessage("success", { token: result.token, provider: "github" })
    return oauth.popupPage(SIGNED_IN, 200, { message, openers })
  }
  const text = refused(result.error)
  return oauth.popupPage(text, 200, { message: oauth.decapMessage("error", { message: text }), openers })
}

export const onRequestGet = async (context: oauth.OAuthContext): Promise<Response> => {
  const url = new URL(context.request.url)
  const response = await answer(url, context)
  // One sign-in, one state: whatever happened, the cookie is spent.
  response.headers.set("Set-Cookie", oauth.stateCookie("", url, 0))
  return response
}
