import { gtagScriptUrl, gtmScriptUrl, installFbqStub } from "./tags"

describe("tag addresses", () => {
  it("encode the ids they carry", () => {
    expect(gtmScriptUrl("GTM-ABC123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123")
    expect(gtagScriptUrl("G-1&x=<y>")).toBe("https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E")
  })
})

describe("installFbqStub", () => {
  it("queues pixel calls until fbevents.js takes over", () => {
    const target: { fbq?: unknown; _fbq?: unknown } = {}
    installFbqStub(target)
    const fbq = target.fbq as ((...args: unknown[]) => void) & {
      queue: unknown[][]
      callMethod?: (...args: unknown[]) => void
    }
    fbq("init", "123")
    fbq("track", "PageView")
    expect(fbq.queue).toEqual([
      ["init", "123"],
      ["track", "PageView"],
    ])
    const callMethod = jest.fn()
    fbq.callMethod = callMethod
    fbq("track", "InitiateCheckout")
    expect(callMethod).toHaveBeenCalledWith("track", "InitiateCheckout")
  })

  it("leaves a pixel that is already on the page alone", () => {
    const existing = jest.fn()
    const target: { fbq?: unknown } = { fbq: existing }
    installFbqStub(target)
    expect(target.fbq).toBe(existing)
  })
})
