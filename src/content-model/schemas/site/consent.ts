import { z } from "zod"
import { CONSENT_CATEGORIES } from "../../consent-categories"
import { everyConsentCategoryOnce } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, paragraph, record, records, wholeNumber } from "../fields"

/** content/data/consent.json: the cookie banner, the preferences and the privacy policy's table. */
export const consent = defineObjectCollection({
  file: "consent.json",
  label: "Cookies: aviso, preferências e tabela da Política de Privacidade",
  typeName: "ConsentJson",
  schema: z.strictObject({
    revision: wholeNumber(1, 9999, "Versão da Política de Privacidade").meta({
      description:
        "Aumente quando a política mudar o que os visitantes aceitaram: todos são perguntados de novo, e os leads registram a versão.",
    }),
    banner: record(
      "ConsentBanner",
      {
        label: line("Nome do aviso (leitor de tela)"),
        title: line("Título"),
        description: paragraph("Texto"),
        policyLinkLabel: line("Link para a política"),
        revisionMessage: line("Aviso de nova versão", "Aparece quando a versão da política mudou."),
        acceptAll: line("Botão aceitar todos"),
        rejectAll: line("Botão rejeitar todos"),
        customize: line("Botão personalizar"),
      },
      { title: "Aviso de cookies" },
    ),
    preferences: record(
      "ConsentPreferences",
      {
        title: line("Título"),
        intro: paragraph("Introdução"),
        acceptAll: line("Botão aceitar todos"),
        rejectAll: line("Botão rejeitar todos"),
        save: line("Botão salvar escolhas"),
        close: line("Botão fechar (leitor de tela)"),
        moreTitle: line("Título de mais informações"),
        moreDescription: paragraph("Mais informações"),
        policyLinkLabel: line("Link para a política"),
      },
      { title: "Preferências de cookies" },
    ),
    categories: records(
      record("ConsentCategoryCopy", {
        id: z.enum(CONSENT_CATEGORIES).meta({ title: "Categoria" }),
        title: line("Título", "Também o nome do seu botão liga/desliga: diga o que ele liga."),
        description: paragraph("Descrição"),
      }),
      // One per consent category (checked below): fixed by the site, not by writers.
      {
        title: "Categorias",
        summary: "{{fields.title}}",
        min: CONSENT_CATEGORIES.length,
        max: CONSENT_CATEGORIES.length,
      },
    ),
    tableHeaders: record(
      "ConsentTableHeaders",
      {
        name: line("Coluna nome"),
        provider: line("Coluna quem define"),
        kind: line("Coluna tipo"),
        purpose: line("Coluna finalidade"),
        lifetime: line("Coluna duração"),
      },
      { title: "Cabeçalhos da tabela de cookies" },
    ),
    // Every cookie and storage key the site (or a tag it loads) may set: the policy's table and the preferences.
    storage: records(
      record("StorageItem", {
        name: line("Nome do cookie ou chave"),
        provider: line("Quem define"),
        kind: line("Tipo", "Cookie, localStorage, sessionStorage…"),
        category: z.enum(CONSENT_CATEGORIES).meta({ title: "Categoria" }),
        purpose: paragraph("Finalidade"),
        lifetime: line("Duração"),
      }),
      { title: "Cookies e chaves de armazenamento", summary: "{{fields.name}} · {{fields.provider}}" },
    ),
  }),
  checks: [everyConsentCategoryOnce],
})

export type ConsentFile = z.infer<typeof consent.schema>
