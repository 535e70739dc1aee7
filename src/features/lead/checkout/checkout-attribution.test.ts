import { checkoutAttribution, sckWithVariant } from "./checkout-attribution"
import { buildCheckoutUrl } from "./checkout-url"
import { readTrackingParams } from "../tracking/campaign"

const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe("sckWithVariant", () => {
  it("appends the variant to the visitor's sck", () => {
    expect(sckWithVariant("anuncio-7", "preco-b")).toBe("anuncio-7_v-preco-b")
  })

  it("is the variant alone when the visitor came without an sck", () => {
    expect(sckWithVariant(undefined, "main")).toBe("v-main")
    expect(sckWithVariant("", "main")).toBe("v-main")
  })

  it("needs no escaping for a plain sck and any variant name", () => {
    // Variant names are lower-case a-z, 0-9, ".", "_" and "-" (resolveVariant).
    expect(encodeURIComponent(sckWithVariant("anuncio-7", "teste.hero_2"))).toBe("anuncio-7_v-teste.hero_2")
  })
})

describe("checkoutAttribution", () => {
  it("keeps src as it came, tags sck and adds variante", () => {
    const params = readTrackingParams("?utm_source=instagram&src=story&sck=anuncio-7")
    expect(checkoutAttribution(params, "preco-b")).toEqual({
      utm_source: "instagram",
      src: "story",
      sck: "anuncio-7_v-preco-b",
      variante: "preco-b",
    })
  })

  it("still says the variant when nothing was tracked", () => {
    expect(checkoutAttribution(undefined, "main")).toEqual({ sck: "v-main", variante: "main" })
  })

  it("goes into the checkout address encoded, never replacing what the link already has", () => {
    const params = readTrackingParams("?src=story&sck=an%C3%BAncio%207&utm_source=instagram")
    const url = buildCheckoutUrl("https://pay.example.com/max?sck=site&variante=fixa", {
      plano: "Max",
      ...checkoutAttribution(params, "main"),
    })
    expect(query(url)).toEqual({ plano: "Max", sck: "site", variante: "fixa", src: "story", utm_source: "instagram" })
    const fresh = buildCheckoutUrl("https://pay.example.com/max", checkoutAttribution(params, "main"))
    expect(fresh).toContain("sck=an%C3%BAncio%207_v-main")
    expect(query(fresh).sck).toBe("anúncio 7_v-main")
  })
})
