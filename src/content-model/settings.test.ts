import siteJson from "../../content/site.json"
import { applyEnvOverrides, resolveVariant, validateSettings } from "./settings"

const base = siteJson

describe("site settings", () => {
  it("content/site.json is valid as committed", () => {
    expect(validateSettings(applyEnvOverrides(base, {}))).toEqual([])
  })

  it("environment variables override the file per build", () => {
    const settings = applyEnvOverrides(base, {
      CHECKOUT_URL_MAX: "https://pay.example.com/max-b",
      LEAD_WEBHOOK_URL_2: "https://crm.example.com/hook",
      GTM_ID: "GTM-ABC123",
      WHATSAPP_MESSAGE: "Oi!",
      SITE_URL: "https://teste.example.com/",
      RENEWAL_CHECKOUT_URL_FULL: "https://pay.example.com/max-cheio",
    })
    expect(settings.renewalCheckoutFull).toBe("https://pay.example.com/max-cheio")
    expect(settings.renewalCheckout).toBe(base.renewalCheckout)
    expect(settings.checkout.max).toBe("https://pay.example.com/max-b")
    expect(settings.checkout.plus).toBe(base.checkout.plus)
    expect(settings.webhooks).toEqual([base.webhooks[0], "https://crm.example.com/hook"])
    expect(settings.tags.gtmId).toBe("GTM-ABC123")
    expect(settings.whatsapp.message).toBe("Oi!")
    expect(settings.siteUrl).toBe("https://teste.example.com")
  })

  it("an empty variable does not blank a setting", () => {
    expect(applyEnvOverrides(base, { CHECKOUT_URL_PLUS: "  " }).checkout.plus).toBe(base.checkout.plus)
  })

  it("names the field of a wrong override", () => {
    const errors = validateSettings(
      applyEnvOverrides(base, { CHECKOUT_URL_PLUS: "http://insecure.example.com", GA4_ID: "UA-1" }),
    )
    expect(errors).toContainEqual(
      expect.stringContaining('campo "checkout.plus": "http://insecure.example.com" — Use um endereço completo'),
    )
    expect(errors).toContainEqual(expect.stringContaining('campo "tags.ga4Id": "UA-1" — Use um id como G-XXXXXXXXXX'))
  })

  it("names a misspelt field instead of dropping it", () => {
    const { salesContactUrl, ...rest } = base
    const errors = validateSettings(
      applyEnvOverrides({ ...rest, salesContactUrll: salesContactUrl } as unknown as typeof base, {}),
    )
    expect(errors).toContainEqual(
      expect.stringMatching(
        /campo "salesContactUrll": nome de campo desconhecido \(erro de digitação\?\); os campos daqui são: siteUrl, /,
      ),
    )
  })
})

describe("A/B variant", () => {
  it("prefers AB_VARIANT", () => {
    expect(resolveVariant({ AB_VARIANT: "preco-b", BRANCH: "main" })).toBe("preco-b")
  })

  it.each([
    [{ BRANCH: "teste-hero" }, "teste-hero"],
    [{ HEAD: "netlify-branch" }, "netlify-branch"],
    [{ CF_PAGES_BRANCH: "cf/Variante A" }, "cf-variante-a"],
    [{ VERCEL_GIT_COMMIT_REF: "vercel-x" }, "vercel-x"],
  ])("reads the host's branch variable %j", (env, expected) => {
    expect(resolveVariant(env)).toBe(expected)
  })

  it("falls back to the git branch, then to main", () => {
    expect(resolveVariant({}, () => "feature/novo-banner")).toBe("feature-novo-banner")
    expect(resolveVariant({}, () => undefined)).toBe("main")
  })
})

describe("the seller's CNPJ", () => {
  it("fails the build naming the file, the field and the check digits", () => {
    const errors = validateSettings({ ...base, seller: { ...base.seller, cnpj: "12.345.678/0001-96" } })
    expect(errors).toEqual([
      'content/site.json → campo "seller.cnpj": "12.345.678/0001-96" tem os dígitos verificadores errados: seriam 95, não 96; confira o número',
    ])
  })

  it("names the environment variable when it set the wrong value", () => {
    const env = { SELLER_CNPJ: "11.111.111/1111-11" }
    expect(validateSettings(applyEnvOverrides(base, env), undefined, env)).toEqual([
      'content/site.json → campo "seller.cnpj": "11.111.111/1111-11" não é um CNPJ de verdade (todos os caracteres são iguais) (o valor vem da variável de ambiente SELLER_CNPJ)',
    ])
  })
})

it("writes the CNPJ one way, with its punctuation, whatever form the file or the variable uses", () => {
  expect(applyEnvOverrides(base, { SELLER_CNPJ: "11222333000181" }).seller.cnpj).toBe("11.222.333/0001-81")
})
