import { installGtag } from "./gtag"
import { applyConsent, NOTHING_APPLIED, sendPageView, type TagTarget } from "./tag-consent"

const IDS = { ga4Id: "G-TEST123", metaPixelId: "123456" }
const NOW = new Date("2026-03-10T12:00:00.000Z")
const MAIN = { variant: "main", environment: "production" }
const PREVIEW_B = { variant: "preco-b", environment: "preview" }

/** dataLayer entries as [command, ...args] arrays, failing on anything that is not gtag's Arguments object. */
function commands(target: TagTarget): unknown[][] {
  return (target.dataLayer ?? []).map(entry => {
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]")
    return Array.from(entry as ArrayLike<unknown>)
  })
}

describe("gtag", () => {
  it("pushes its Arguments object, like Google's snippet, starting with all-denied defaults", () => {
    const target: TagTarget = {}
    installGtag(target)
    target.gtag?.("event", "begin_checkout", { value: 1 })
    expect(commands(target)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      ["event", "begin_checkout", { value: 1 }],
    ])
  })

  it("is installed once: a second call keeps the queue and pushes no second default", () => {
    const target: TagTarget = { dataLayer: [{ event: "earlier" }] }
    const first = installGtag(target)
    expect(installGtag(target)).toBe(first)
    expect(target.dataLayer).toHaveLength(2)
  })

  it("sends a page view with the new path and title", () => {
    const target: TagTarget = {}
    installGtag(target)
    sendPageView(
      target,
      { pathname: "/termos-de-uso", search: "?a=1", hash: "", href: "https://x.com/termos-de-uso?a=1" },
      "Termos",
    )
    expect(commands(target)[1]).toEqual([
      "event",
      "page_view",
      { page_path: "/termos-de-uso?a=1", page_location: "https://x.com/termos-de-uso?a=1", page_title: "Termos" },
    ])
  })
})

describe("applyConsent", () => {
  it("after a rejection tells Google everything stays denied and starts nothing", () => {
    const target: TagTarget = {}
    const applied = applyConsent(target, NOTHING_APPLIED, [], IDS, MAIN, NOW)
    expect(commands(target).slice(1)).toEqual([
      [
        "consent",
        "update",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
    ])
    expect(target.fbq).toBeUndefined()
    expect(target["ga-disable-G-TEST123"]).toBe(true)
    expect(applied).toEqual({ granted: [], ga4Configured: false, pixelStarted: false })
  })

  it("for analytics only: the update grants analytics_storage alone, then GA4 is configured; no pixel", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["analytics"], IDS, PREVIEW_B, NOW)
    expect(commands(target).slice(1)).toEqual([
      [
        "consent",
        "update",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
      ],
      ["js", NOW],
      ["set", { variante: "preco-b", ambiente: "preview" }],
      ["config", "G-TEST123", { anonymize_ip: true, send_page_view: true }],
    ])
    expect(target["ga-disable-G-TEST123"]).toBe(false)
    expect(target.fbq).toBeUndefined()
  })

  it("with GA4 in the GTM container: the consent update only, no gtag config (GA4 is counted once)", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["analytics"], { metaPixelId: "123456" }, MAIN, NOW)
    expect(
      commands(target)
        .slice(1)
        .map(command => command[0]),
    ).toEqual(["consent"])
    expect(Object.keys(target).filter(key => key.startsWith("ga-disable-"))).toEqual([])
  })

  it("for marketing: grants the pixel's consent before its init and PageView", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["analytics", "marketing"], IDS, MAIN, NOW)
    const queue = (target.fbq as unknown as { queue: unknown[][] }).queue
    expect(queue).toEqual([
      ["consent", "grant"],
      ["init", "123456"],
      ["track", "PageView", { variante: "main", ambiente: "production" }],
    ])
  })

  it("does nothing when the same choice is applied again (the banner confirms a stored choice)", () => {
    const target: TagTarget = {}
    const applied = applyConsent(target, NOTHING_APPLIED, ["analytics"], IDS, MAIN, NOW)
    const before = target.dataLayer?.length
    expect(applyConsent(target, applied, ["analytics"], IDS, MAIN, NOW)).toBe(applied)
    expect(target.dataLayer).toHaveLength(before ?? 0)
  })

  it("on revocation: updates to denied, disables GA4 and revokes the pixel, without configuring anything twice", () => {
    const target: TagTarget = {}
    let applied = applyConsent(target, NOTHING_APPLIED, ["analytics", "marketing"], IDS, MAIN, NOW)
    applied = applyConsent(target, applied, [], IDS, MAIN, NOW)
    expect(commands(target).at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ])
    expect(target["ga-disable-G-TEST123"]).toBe(true)
    expect((target.fbq as unknown as { queue: unknown[][] }).queue.at(-1)).toEqual(["consent", "revoke"])
    applyConsent(target, applied, ["analytics", "marketing"], IDS, MAIN, NOW)
    expect(commands(target).filter(command => command[0] === "config")).toHaveLength(1)
    expect(target["ga-disable-G-TEST123"]).toBe(false)
  })
})
