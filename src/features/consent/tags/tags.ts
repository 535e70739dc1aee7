/** Where the marketing tags come from. The ids are validated at build, and still encoded: they go into script URLs. */
export const TAG_HOSTS = {
  gtm: "https://www.googletagmanager.com",
  metaScript: "https://connect.facebook.net",
  metaCollect: "https://www.facebook.com",
} as const

export const gtmScriptUrl = (gtmId: string) => `${TAG_HOSTS.gtm}/gtm.js?id=${encodeURIComponent(gtmId)}`
export const gtagScriptUrl = (ga4Id: string) => `${TAG_HOSTS.gtm}/gtag/js?id=${encodeURIComponent(ga4Id)}`
export const metaPixelScriptUrl = `${TAG_HOSTS.metaScript}/en_US/fbevents.js`
