// Where GA4 comes from: gtag.js, or a GA4 tag inside the GTM container. Never both: every page view would count twice.
export const GA4_ROUTES = ["gtag", "gtm"] as const
export type Ga4Route = (typeof GA4_ROUTES)[number]

interface Ga4RouteSettings {
  gtmId?: string | null
  ga4Id?: string | null
  ga4Via?: string | null
}

const isRoute = (value: unknown): value is Ga4Route => (GA4_ROUTES as readonly unknown[]).includes(value)

export const resolveGa4Route = (tags: Ga4RouteSettings): Ga4Route => (isRoute(tags.ga4Via) ? tags.ga4Via : "gtag")

export function ga4RouteWarning(tags: Ga4RouteSettings, file = "content/site.json"): string | undefined {
  if (!tags.gtmId || !tags.ga4Id || isRoute(tags.ga4Via)) return undefined
  return (
    `${file} → tags.ga4Via: o Google Tag Manager (tags.gtmId) e o GA4 (tags.ga4Id) estão preenchidos, ` +
    `mas falta escolher por onde o GA4 carrega: "gtag" (o site carrega o gtag.js; o contêiner do GTM não pode ter tag do GA4) ` +
    `ou "gtm" (o GA4 vem do contêiner; o site não carrega o gtag.js). Enquanto não escolher, o site usa "gtag": ` +
    `se o contêiner também tiver uma tag do GA4, cada visita conta duas vezes.`
  )
}
