import base from "../../content/site.json"
import { applyEnvOverrides, resolveVariant, validateSettings } from "./settings"

describe("site settings", () => {
  it("environment variables override the file per build; an empty one does not blank a setting", () => {
    const settings = applyEnvOverrides(base, {
      CHECKOUT_URL_MAX: "https://pay.example.com/max-b",
      CHECKOUT_URL_PLUS: "  ",
      LEAD_WEBHOOK_URL_2: "https://crm.example.com/hook",
      GTM_ID: "GTM-ABC123",
      WHATSAPP_MESSAGE: "Oi!",
      SITE_URL: "https://teste.example.com/",
      SELLER_CNPJ: "11222333000181",
    })
    expect(settings).toMatchObject({
      checkout: { max: "https://pay.example.com/max-b", plus: base.checkout.plus },
      renewalCheckout: base.renewalCheckout,
      webhooks: [base.webhooks[0], "https://crm.example.com/hook"],
      tags: { gtmId: "GTM-ABC123" },
      whatsapp: { message: "Oi!" },
      // One form for the address and the CNPJ, whatever the file or the variable uses.
      siteUrl: "https://teste.example.com",
      seller: { cnpj: "11.222.333/0001-81" },
    })
  })

  it("names the file, the field, and the variable that set a wrong value", () => {
    const env = { CHECKOUT_URL_PLUS: "http://insecure.example.com", GA4_ID: "UA-1", SELLER_CNPJ: "11.111.111/1111-11" }
    expect(validateSettings(applyEnvOverrides(base, env), undefined, env)).toEqual([
      'content/site.json → campo "checkout.plus": "http://insecure.example.com" — Use um endereço completo que comece com https:// (o valor vem da variável de ambiente CHECKOUT_URL_PLUS)',
      'content/site.json → campo "tags.ga4Id": "UA-1" — Use um id como G-XXXXXXXXXX (o valor vem da variável de ambiente GA4_ID)',
      'content/site.json → campo "seller.cnpj": "11.111.111/1111-11" não é um CNPJ de verdade (todos os caracteres são iguais) (o valor vem da variável de ambiente SELLER_CNPJ)',
    ])
  })

  it("names a misspelt field instead of dropping it", () => {
    const { salesContactUrl, ...rest } = base
    const errors = validateSettings(applyEnvOverrides({ ...rest, salesContactUrll: salesContactUrl } as never, {}))
    expect(errors).toContainEqual(
      expect.stringMatching(
        /campo "salesContactUrll": nome de campo desconhecido \(erro de digitação\?\); os campos daqui são: siteUrl, /,
      ),
    )
  })
})

describe("the A/B variant", () => {
  it.each([
    [{ AB_VARIANT: "preco-b", BRANCH: "main" }, "preco-b"],
    [{ BRANCH: "teste-hero" }, "teste-hero"],
    [{ HEAD: "netlify-branch" }, "netlify-branch"],
    [{ CF_PAGES_BRANCH: "cf/Variante A" }, "cf-variante-a"],
    [{ VERCEL_GIT_COMMIT_REF: "vercel-x" }, "vercel-x"],
  ])("%j is %s", (env, expected) => {
    expect(resolveVariant(env)).toBe(expected)
  })

  it("falls back to the git branch, then to main", () => {
    expect(resolveVariant({}, () => "feature/novo-banner")).toBe("feature-novo-banner")
    expect(resolveVariant({}, () => undefined)).toBe("main")
  })
})
