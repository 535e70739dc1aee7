// content/site.json (a setting's `env` overrides it for one build) and content/examples.json.
import { z } from "zod"
import { cnpjProblem } from "../../lib/cnpj"
import { EMAIL_PATTERN } from "../../lib/email"
import { GA4_ROUTES } from "../ga4-route"
import { group, httpsUrl, line, matching, paragraph, record, records } from "./fields"

const EMAIL_MESSAGE = "Escreva um e-mail como contato@empresa.com.br"

export const SETTINGS_FILE = "content/site.json"
export const EXAMPLES_FILE = "content/examples.json"

const queryName = (title: string, ga4Name: string) =>
  matching(/^[A-Za-z0-9_.-]{1,60}$/, "Só letras, dígitos, _ . e -, como transaction_id", {
    title,
    description: `O nome do GA4 é "${ga4Name}".`,
  })

export const SETTINGS_SCHEMA = record("SiteSiteMetadata", {
  siteUrl: httpsUrl({
    env: "SITE_URL",
    title: "Endereço do site",
    description: "Usado nos links de compartilhamento e no Google.",
  }),
  siteName: line("Nome do site"),
  checkout: group("SiteCheckout", "Links de checkout", {
    plus: httpsUrl({ env: "CHECKOUT_URL_PLUS", title: "Checkout do Plano Plus" }),
    max: httpsUrl({ env: "CHECKOUT_URL_MAX", title: "Checkout do Plano Max" }),
  }),
  renewalCheckout: httpsUrl({ env: "RENEWAL_CHECKOUT_URL", title: "Checkout da Semana do Cliente" }),
  renewalCheckoutFull: httpsUrl({
    env: "RENEWAL_CHECKOUT_URL_FULL",
    title: "Checkout da renovação a preço cheio",
    description: "Para onde os botões de /semana-cliente levam depois que a Semana do Cliente termina.",
  }),
  // Two webhooks, one per environment variable: the lead goes to both.
  webhooks: z
    .array(httpsUrl({ title: "Webhooks dos leads (CRM e automação)" }))
    .min(2)
    .max(2)
    .meta({
      envItems: ["LEAD_WEBHOOK_URL_1", "LEAD_WEBHOOK_URL_2"],
      title: "Webhooks dos leads (CRM e automação)",
      description: "Os dois endereços que recebem cada lead.",
    }),
  whatsapp: group("SiteWhatsapp", "WhatsApp", {
    number: matching(/^\d{12,13}$/, "Só dígitos, com código do país e DDD, como 5511999990000", {
      env: "WHATSAPP_NUMBER",
      title: "Número",
    }),
    message: paragraph("Mensagem pronta").meta({ env: "WHATSAPP_MESSAGE" }),
  }),
  salesContactUrl: httpsUrl({ env: "SALES_CONTACT_URL", title: "Link do consultor comercial" }),
  tags: group("SiteTags", "Ids das tags de medição", {
    gtmId: matching(/^GTM-[A-Z0-9]+$/, "Use um id como GTM-XXXXXXX", { env: "GTM_ID", title: "Google Tag Manager" }),
    ga4Id: matching(/^G-[A-Z0-9]+$/, "Use um id como G-XXXXXXXXXX", { env: "GA4_ID", title: "Google Analytics 4" }),
    metaPixelId: matching(/^\d+$/, "Só dígitos", { env: "META_PIXEL_ID", title: "Pixel da Meta" }),
    // Never both: a GTM container with its own GA4 tag plus gtag.js counts every page view twice.
    // A pattern, not an enum: site.json is imported as JSON (strings) by the build's own code.
    ga4Via: matching(new RegExp(`^(${GA4_ROUTES.join("|")})$`), 'Escreva "gtag" ou "gtm"', {
      title: "Por onde o GA4 carrega",
      description:
        '"gtag": o site carrega o gtag.js com o id do GA4 acima (o contêiner do GTM não pode ter tag do GA4). "gtm": o GA4 vem de uma tag dentro do contêiner do GTM (o site não carrega o gtag.js). Vazio: o site usa "gtag" e o build avisa.',
    }).optional(),
  }),
  // The thank-you redirect's query (docs/guia-medicao.md): GA4's own names unless the checkout platform sends others.
  purchaseParams: group(
    "SitePurchaseParams",
    {
      title: "Compra em /obrigado: nomes dos parâmetros do endereço",
      description:
        "Os nomes que a plataforma de checkout acrescenta ao endereço de /obrigado depois de uma compra. Sem o código da compra no endereço, nenhuma compra é registrada.",
    },
    {
      transactionId: queryName("Parâmetro do código da compra", "transaction_id"),
      value: queryName("Parâmetro do valor pago", "value"),
      currency: queryName("Parâmetro da moeda", "currency"),
    },
  ),
  videoHost: httpsUrl({
    title: "Endereço do player de vídeo",
    description: "Por exemplo https://www.youtube-nocookie.com.",
  }),
  // Who sells (Decreto 7.962/2013): shown in every footer and in the policies.
  seller: group("SiteSeller", "Quem vende (rodapé e políticas)", {
    legalName: line("Razão social").meta({ env: "SELLER_LEGAL_NAME" }),
    cnpj: line("CNPJ")
      .refine(value => cnpjProblem(value) === undefined, {
        error: issue => `${JSON.stringify(issue.input)} ${cnpjProblem(String(issue.input))}`,
      })
      .meta({ env: "SELLER_CNPJ" }),
    address: line("Endereço completo").meta({ env: "SELLER_ADDRESS" }),
    email: matching(EMAIL_PATTERN, EMAIL_MESSAGE, { env: "SELLER_EMAIL", title: "E-mail de contato" }),
    dpoName: line("Encarregado pelo tratamento de dados (LGPD)").meta({ env: "DPO_NAME" }),
    dpoEmail: matching(EMAIL_PATTERN, EMAIL_MESSAGE, { env: "DPO_EMAIL", title: "E-mail do encarregado" }),
  }),
})

export type SiteSettings = z.infer<typeof SETTINGS_SCHEMA>

export const EXAMPLES_SCHEMA = z.strictObject({
  sobre: paragraph("Sobre esta lista").optional(),
  exemplos: records(
    record("ExampleValue", {
      file: line("Arquivo", 'O arquivo do valor, como "content/site.json" ou "content/copy/home/hero.mdx".'),
      field: line(
        "Campo",
        'O caminho do campo no arquivo, com pontos: "tags.gtmId", "webhooks.0"; numa lista, pelo id da entrada: "testimonials.ana.name".',
      ),
      value: line("Valor de exemplo", "Enquanto o campo tiver este valor, um build de produção falha."),
    }),
    { title: "Valores de exemplo", summary: "{{fields.file}} → {{fields.field}}", min: 0 },
  ),
})
