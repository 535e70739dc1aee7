/**
 * content/site.json: the site-wide settings. A setting's `env` names the
 * environment variable that overrides it for one build (plugins/content-model/site-settings.ts).
 */
import { z } from "zod"
import { cnpjProblem } from "../../../../src/features/legal/cnpj"
import { EMAIL_PATTERN } from "../../../../src/features/lead/form/validators"
import { httpsUrl, line, matching, paragraph, record } from "../fields"

const EMAIL_MESSAGE = "Escreva um e-mail como contato@empresa.com.br"

export const SETTINGS_FILE = "content/site.json"

export const SETTINGS_SCHEMA = z
  .strictObject({
    siteUrl: httpsUrl({
      env: "SITE_URL",
      title: "Endereço do site",
      description: "Usado nos links de compartilhamento e no Google.",
    }),
    siteName: line("Nome do site"),
    checkout: record(
      "SiteCheckout",
      {
        plus: httpsUrl({ env: "CHECKOUT_URL_PLUS", title: "Checkout do Plano Plus" }),
        max: httpsUrl({ env: "CHECKOUT_URL_MAX", title: "Checkout do Plano Max" }),
      },
      { title: "Links de checkout" },
    ),
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
    whatsapp: record(
      "SiteWhatsapp",
      {
        number: matching(/^\d{12,13}$/, "Só dígitos, com código do país e DDD, como 5511999990000", {
          env: "WHATSAPP_NUMBER",
          title: "Número",
        }),
        message: paragraph("Mensagem pronta").meta({ env: "WHATSAPP_MESSAGE" }),
      },
      { title: "WhatsApp" },
    ),
    salesContactUrl: httpsUrl({ env: "SALES_CONTACT_URL", title: "Link do consultor comercial" }),
    tags: record(
      "SiteTags",
      {
        gtmId: matching(/^GTM-[A-Z0-9]+$/, "Use um id como GTM-XXXXXXX", {
          env: "GTM_ID",
          title: "Google Tag Manager",
        }),
        ga4Id: matching(/^G-[A-Z0-9]+$/, "Use um id como G-XXXXXXXXXX", { env: "GA4_ID", title: "Google Analytics 4" }),
        metaPixelId: matching(/^\d+$/, "Só dígitos", { env: "META_PIXEL_ID", title: "Pixel da Meta" }),
      },
      { title: "Ids das tags de medição" },
    ),
    videoHost: httpsUrl({
      title: "Endereço do player de vídeo",
      description: "Por exemplo https://www.youtube-nocookie.com.",
    }),
    // Who sells (Decreto 7.962/2013): shown in every footer and in the policies.
    seller: record(
      "SiteSeller",
      {
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
      },
      { title: "Quem vende (rodapé e políticas)" },
    ),
  })
  .meta({ typeName: "SiteSiteMetadata" })

export type SiteSettings = z.infer<typeof SETTINGS_SCHEMA>
