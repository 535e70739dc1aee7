/** The site-wide data files (content/data) and the frontmatter of the copy files (content/copy). */
import { z } from "zod"
import { everyConsentCategoryOnce, pathIsTheRoute } from "../checks"
import { CONSENT_CATEGORIES } from "../consent-categories"
import { PAGE_CHROME_COPY, PAGE_SECTIONS, type PageId } from "../pages"
import * as f from "./fields"

export const PAGES = Object.keys(PAGE_SECTIONS) as PageId[]

export const pages = f.listFile(
  "Páginas (título e descrição para o Google)",
  "pages",
  f.records(
    f.record("Page", {
      id: z.enum(PAGES).meta({ title: "Página", description: "Qual página do site estes textos descrevem." }),
      path: f.matching(/^\/[a-z0-9-]*$/, 'Use um caminho como "/" ou "/semana-cliente"', { title: "Endereço" }),
      title: f.line("Título", "Aparece na aba do navegador e no Google (até uns 60 caracteres)."),
      description: f.paragraph("Descrição", "Aparece no Google e ao compartilhar o link (até uns 155 caracteres)."),
      outsideWeekTitle: f.optionalLine(
        "Título fora da Semana do Cliente",
        "Só /semana-cliente: o título de uma publicação feita antes ou depois da semana.",
      ),
      outsideWeekDescription: f.optionalLine(
        "Descrição fora da Semana do Cliente",
        "Só /semana-cliente: a descrição de uma publicação feita antes ou depois da semana.",
      ),
    }),
    // One entry per route: the site's pages, not a writer's choice.
    {
      title: "Páginas",
      singular: "página",
      summary: "{{fields.path}} · {{fields.title}}",
      min: PAGES.length,
      max: PAGES.length,
    },
  ),
  { checks: [pathIsTheRoute] },
)

const FAQ_PAGES = PAGES.filter(page => (PAGE_SECTIONS[page] as readonly string[]).includes("faq"))

export const faq = f.listFile(
  "Perguntas frequentes",
  "questions",
  f.records(
    f.record("FaqItem", {
      id: f.id(),
      page: z
        .enum(FAQ_PAGES, {
          error: issue =>
            `${JSON.stringify(issue.input)} não mostra perguntas frequentes; escolha uma página que mostra: ${FAQ_PAGES.map(page => `"${page}"`).join(", ")}`,
        })
        .meta({ title: "Página", description: "Só as páginas que mostram perguntas frequentes." }),
      question: f.line("Pergunta"),
      answer: f.paragraph("Resposta"),
      weekOnly: z
        .enum(["open", "closed"])
        .meta({
          title: "Só em um período (Semana do Cliente)",
          description: '"open": só durante a Semana do Cliente; "closed": só fora dela. Vazio: sempre.',
        })
        .optional(),
    }),
    { title: "Perguntas", singular: "pergunta", summary: "{{fields.page}} · {{fields.question}}", max: 20 },
  ),
)

export const accessCards = f.listFile(
  "Obrigado: cartões de acesso",
  "cards",
  f.records(
    f.record("AccessCard", {
      id: f.id(),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
      icon: f.emoji(),
      url: f.httpsUrl({ title: "Link de acesso" }),
      buttonLabel: f.line("Texto do botão"),
      note: f.optionalLine("Selo", 'Por exemplo "Inclui 1 ano do plano Unlimited". Deixe vazio para não mostrar.'),
    }),
    { title: "Cartões", singular: "cartão", summary: "{{fields.title}}" },
  ),
)

export const consent = f.objectFile(
  "Cookies: aviso, preferências e tabela da Política de Privacidade",
  [everyConsentCategoryOnce],
  {
    revision: f.wholeNumber(1, 9999, "Versão da Política de Privacidade").meta({
      description:
        "Aumente quando a política mudar o que os visitantes aceitaram: todos são perguntados de novo, e os leads registram a versão.",
    }),
    banner: f.group("ConsentBanner", "Aviso de cookies", {
      label: f.line("Nome do aviso (leitor de tela)"),
      title: f.line("Título"),
      description: f.paragraph("Texto"),
      policyLinkLabel: f.line("Link para a política"),
      revisionMessage: f.line("Aviso de nova versão", "Aparece quando a versão da política mudou."),
      acceptAll: f.line("Botão aceitar todos"),
      rejectAll: f.line("Botão rejeitar todos"),
      customize: f.line("Botão personalizar"),
    }),
    preferences: f.group("ConsentPreferences", "Preferências de cookies", {
      title: f.line("Título"),
      intro: f.paragraph("Introdução"),
      acceptAll: f.line("Botão aceitar todos"),
      rejectAll: f.line("Botão rejeitar todos"),
      save: f.line("Botão salvar escolhas"),
      close: f.line("Botão fechar (leitor de tela)"),
      moreTitle: f.line("Título de mais informações"),
      moreDescription: f.paragraph("Mais informações"),
      policyLinkLabel: f.line("Link para a política"),
    }),
    categories: f.records(
      f.record("ConsentCategoryCopy", {
        id: z.enum(CONSENT_CATEGORIES).meta({ title: "Categoria" }),
        title: f.line("Título", "Também o nome do seu botão liga/desliga: diga o que ele liga."),
        description: f.paragraph("Descrição"),
      }),
      // One per consent category: fixed by the site, not by writers.
      {
        title: "Categorias",
        summary: "{{fields.title}}",
        min: CONSENT_CATEGORIES.length,
        max: CONSENT_CATEGORIES.length,
      },
    ),
    tableHeaders: f.group("ConsentTableHeaders", "Cabeçalhos da tabela de cookies", {
      name: f.line("Coluna nome"),
      provider: f.line("Coluna quem define"),
      kind: f.line("Coluna tipo"),
      purpose: f.line("Coluna finalidade"),
      lifetime: f.line("Coluna duração"),
    }),
    // Every cookie and storage key the site (or a tag it loads) may set: the policy's table and the preferences.
    storage: f.records(
      f.record("StorageItem", {
        name: f.line("Nome do cookie ou chave"),
        provider: f.line("Quem define"),
        kind: f.line("Tipo", "Cookie, localStorage, sessionStorage…"),
        category: z.enum(CONSENT_CATEGORIES).meta({ title: "Categoria" }),
        purpose: f.paragraph("Finalidade"),
        lifetime: f.line("Duração"),
      }),
      { title: "Cookies e chaves de armazenamento", summary: "{{fields.name}} · {{fields.provider}}" },
    ),
  },
)

export type ConsentFile = z.infer<typeof consent.schema>

const unused = "Deixe vazio quando a seção não usa."

export const MDX_FRONTMATTER = f.record("MdxFrontmatter", {
  page: z.enum(PAGES).meta({ title: "Página", description: "Qual página usa este texto: não mude." }),
  section: f.matching(/^[a-z][a-zA-Z0-9-]*$/, 'Use um nome de seção como "hero"', {
    title: "Seção",
    description: "Qual seção da página usa este texto: não mude.",
  }),
  title: f.line("Título"),
  eyebrow: f.optionalLine("Chamada acima do título", unused),
  subtitle: f.optionalLine("Subtítulo", unused),
  badge: f.optionalLine("Selo", unused),
  ctaLabel: f.optionalLine("Texto do botão principal", "Deixe vazio quando a seção não tem botão."),
  secondaryCtaLabel: f.optionalLine("Texto do segundo botão", "Deixe vazio quando a seção não tem segundo botão."),
  bullets: z.array(z.string()).meta({ title: "Tópicos", description: unused }).optional(),
  videoId: f.youtubeId("Vídeo do YouTube").optional(),
  videoTitle: f.optionalLine("Título do vídeo", "Para leitores de tela; use quando houver vídeo."),
  poster: f.imagePath("posters", "Capa do vídeo").optional(),
  image: f.imagePath("", "Imagem").optional(),
  imageAlt: f.optionalLine("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
  note: f.optionalLine("Observação", "Um aviso curto; na página de obrigado, a dica de salvar nos favoritos."),
  whatsappMessage: f.optionalLine(
    "Mensagem do WhatsApp",
    "Mensagem pronta do botão de suporte; vazio = a mensagem de Configurações do site.",
  ),
  // /semana-cliente outside the customer week (before it starts, after it ends), when the page sells at full price.
  outsideWeekTitle: f.optionalLine(
    "Título fora da Semana do Cliente",
    "Semana do Cliente: substitui o título antes e depois da semana.",
  ),
  outsideWeekEyebrow: f.optionalLine(
    "Chamada fora da Semana do Cliente",
    "Substitui a chamada acima do título antes e depois da semana.",
  ),
  outsideWeekSubtitle: f.optionalLine(
    "Subtítulo fora da Semana do Cliente",
    "Substitui o subtítulo antes e depois da semana.",
  ),
  outsideWeekCtaLabel: f.optionalLine(
    "Botão fora da Semana do Cliente",
    "Substitui o texto do botão antes e depois da semana.",
  ),
  // A draft (the legal texts until the lawyer's version): a production build refuses it.
  rascunho: z
    .boolean()
    .meta({
      title: "Rascunho",
      description: "Marcado: o texto ainda é rascunho e o site não pode ir ao ar com ele. Desmarque na versão final.",
    })
    .optional(),
})

export type MdxFrontmatter = z.infer<typeof MDX_FRONTMATTER>

export const requiredSections = (page: PageId): readonly string[] => [
  ...(PAGE_CHROME_COPY[page] ?? []),
  ...PAGE_SECTIONS[page],
]
