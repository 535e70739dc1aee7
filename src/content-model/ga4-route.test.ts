import { ga4RouteWarning, resolveGa4Route } from "./ga4-route"

const BOTH = { gtmId: "GTM-ABC", ga4Id: "G-ABC" }

describe("resolveGa4Route", () => {
  it("follows the content's choice", () => {
    expect(resolveGa4Route({ ...BOTH, ga4Via: "gtm" })).toBe("gtm")
    expect(resolveGa4Route({ ...BOTH, ga4Via: "gtag" })).toBe("gtag")
  })

  it("keeps the site's own gtag.js when the choice is missing or unknown", () => {
    expect(resolveGa4Route(BOTH)).toBe("gtag")
    expect(resolveGa4Route({ ...BOTH, ga4Via: "ambos" })).toBe("gtag")
  })
})

describe("ga4RouteWarning", () => {
  it("names the file and the field, in Portuguese, when both ids are set and the choice is missing", () => {
    const warning = ga4RouteWarning(BOTH)
    expect(warning).toContain("content/site.json → tags.ga4Via")
    expect(warning).toContain('"gtag"')
    expect(warning).toContain('"gtm"')
    expect(warning).toContain("duas vezes")
  })

  it("is silent once the choice is made, or when only one of the ids is set", () => {
    expect(ga4RouteWarning({ ...BOTH, ga4Via: "gtm" })).toBeUndefined()
    expect(ga4RouteWarning({ ga4Id: "G-ABC", gtmId: "" })).toBeUndefined()
    expect(ga4RouteWarning({ gtmId: "GTM-ABC" })).toBeUndefined()
  })
})
