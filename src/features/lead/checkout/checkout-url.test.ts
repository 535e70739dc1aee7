import { buildCheckoutUrl } from "./checkout-url"

const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe("buildCheckoutUrl", () => {
  it("appends the data URL-encoded", () => {
    const url = buildCheckoutUrl("https://pay.example.com/checkout/plus", {
      nome: "João D'Ávila",
      email: "ana+promo@x.com",
      telefone: "(11) 98765-4321",
      lead_captured: "true",
    })
    expect(url).toBe(
      "https://pay.example.com/checkout/plus?nome=Jo%C3%A3o%20D%27%C3%81vila&email=ana%2Bpromo%40x.com&telefone=(11)%2098765-4321&lead_captured=true",
    )
    expect(query(url)).toEqual({
      nome: "João D'Ávila",
      email: "ana+promo@x.com",
      telefone: "(11) 98765-4321",
      lead_captured: "true",
    })
  })

  it("never overwrites a parameter the link already has", () => {
    const url = buildCheckoutUrl("https://pay.example.com/c?utm_source=site&coupon=X", {
      utm_source: "google",
      gclid: "abc",
    })
    expect(query(url)).toEqual({ utm_source: "site", coupon: "X", gclid: "abc" })
  })

  it("skips empty values and keeps the fragment", () => {
    const url = buildCheckoutUrl("https://pay.example.com/c#pay", { a: "", b: undefined, c: null, d: "1" })
    expect(url).toBe("https://pay.example.com/c?d=1#pay")
  })

  it("returns the link unchanged when there is nothing to add", () => {
    expect(buildCheckoutUrl("https://pay.example.com/c?x=1", {})).toBe("https://pay.example.com/c?x=1")
  })

  it("keeps hostile values as inert, encoded text", () => {
    const url = buildCheckoutUrl("https://pay.example.com/c", {
      utm_source: "<script>alert(1)</script>",
      ref: "javascript:alert(1)&x=1#h",
    })
    expect(url).not.toMatch(/<|>|#h|&x=1/)
    expect(query(url)).toEqual({ utm_source: "<script>alert(1)</script>", ref: "javascript:alert(1)&x=1#h" })
  })

  it.each(["", "not a url", "/relative", "javascript:alert(1)", "data:text/html,hi"])("throws for %j", base => {
    expect(() => buildCheckoutUrl(base, { a: "1" })).toThrow()
  })
})
