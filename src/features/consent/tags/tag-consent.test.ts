import { consentModeFor, installGtag } from "./data-layer"
import { applyConsent, NOTHING_APPLIED, type TagTarget } from "./tag-consent"
import { gtagScriptUrl } from "./tags"

const IDS = { ga4Id: "G-TEST123", metaPixelId: "123456" }
const NOW = new Date("2026-03-10T12:00:00.000Z")
const BUILD = { variant: "preco-b", environment: "preview" }
const LABELS = { variante: "preco-b", ambiente: "preview" }
const signals = (analytics: string, ads: string) => ({
  ad_storage: ads,
  ad_user_data: ads,
  ad_personalization: ads,
  analytics_storage: analytics,
})

/** dataLayer entries as [command, ...args], failing on anything that is not gtag's Arguments object. */
function commands(target: TagTarget): unknown[][] {
  return (target.dataLayer ?? []).map(entry => {
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]")
    return Array.from(entry as ArrayLike<unknown>)
  })
}
const pixelQueue = (target: TagTarget) => (target.fbq as unknown as { queue: unknown[][] }).queue

it.each([
  [[], "denied", "denied"],
  [["analytics"], "granted", "denied"],
  [["marketing"], "denied", "granted"],
  [["analytics", "marketing"], "granted", "granted"],
] as const)("Consent Mode for %j: analytics_storage %s, the three ad settings %s", (granted, analytics, ads) => {
  expect(consentModeFor(granted)).toEqual(signals(analytics, ads))
})

it("gtag pushes its Arguments object like Google's snippet, all-denied defaults first, and is installed once", () => {
  const target: TagTarget = {}
  const gtag = installGtag(target)
  expect(installGtag(target)).toBe(gtag)
  gtag("event", "begin_checkout", { value: 1 })
  expect(commands(target)).toEqual([
    ["consent", "default", signals("denied", "denied")],
    ["event", "begin_checkout", { value: 1 }],
  ])
})

it("a tag's address carries its id encoded", () => {
  expect(gtagScriptUrl("G-1&x=<y>")).toBe("https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E")
})

describe("applyConsent", () => {
  it("after a rejection tells Google everything stays denied, disables GA4 and starts no pixel", () => {
    const target: TagTarget = {}
    expect(applyConsent(target, NOTHING_APPLIED, [], IDS, BUILD, NOW)).toEqual({
      granted: [],
      ga4Configured: false,
      pixelStarted: false,
    })
    expect(commands(target).slice(1)).toEqual([["consent", "update", signals("denied", "denied")]])
    expect(target["ga-disable-G-TEST123"]).toBe(true)
    expect(target.fbq).toBeUndefined()
  })

  it("with analytics: grants analytics_storage alone, then configures GA4 with the build's labels", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["analytics"], IDS, BUILD, NOW)
    expect(commands(target).slice(1)).toEqual([
      ["consent", "update", signals("granted", "denied")],
      ["js", NOW],
      ["set", LABELS],
      ["config", "G-TEST123", { anonymize_ip: true, send_page_view: true }],
    ])
    expect(target["ga-disable-G-TEST123"]).toBe(false)
    expect(target.fbq).toBeUndefined()
  })

  it("with GA4 in the GTM container: the consent update only (GA4 is counted once)", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["analytics"], { metaPixelId: "123456" }, BUILD, NOW)
    expect(commands(target).slice(1)).toEqual([["consent", "update", signals("granted", "denied")]])
  })

  it("with marketing: the pixel's consent before its init and PageView, queued until fbevents.js arrives", () => {
    const target: TagTarget = {}
    applyConsent(target, NOTHING_APPLIED, ["marketing"], IDS, BUILD, NOW)
    expect(pixelQueue(target)).toEqual([
      ["consent", "grant"],
      ["init", "123456"],
      ["track", "PageView", LABELS],
    ])
  })

  it("changes nothing when the banner confirms the same choice", () => {
    const target: TagTarget = {}
    const applied = applyConsent(target, NOTHING_APPLIED, ["analytics"], IDS, BUILD, NOW)
    const before = target.dataLayer?.length
    expect(applyConsent(target, applied, ["analytics"], IDS, BUILD, NOW)).toBe(applied)
    expect(target.dataLayer).toHaveLength(before ?? 0)
  })

  it("on withdrawal denies, disables GA4 and revokes the pixel; a new grant configures nothing twice", () => {
    const target: TagTarget = {}
    let applied = applyConsent(target, NOTHING_APPLIED, ["analytics", "marketing"], IDS, BUILD, NOW)
    applied = applyConsent(target, applied, [], IDS, BUILD, NOW)
    expect(commands(target).at(-1)).toEqual(["consent", "update", signals("denied", "denied")])
    expect(target["ga-disable-G-TEST123"]).toBe(true)
    expect(pixelQueue(target).at(-1)).toEqual(["consent", "revoke"])
    applyConsent(target, applied, ["analytics", "marketing"], IDS, BUILD, NOW)
    expect(commands(target).filter(command => command[0] === "config")).toHaveLength(1)
    expect(pixelQueue(target).filter(call => call[0] === "init")).toHaveLength(1)
    expect(target["ga-disable-G-TEST123"]).toBe(false)
  })
})
