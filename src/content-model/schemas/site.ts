/** The site-wide data files (content/data) and the frontmatter of the copy files (content/copy). */
import { z } from "zod"
import { everyConsentCategoryOnce, pathIsTheRoute } from "../checks"
import { CONSENT_CATEGORIES } from "../consent-categories"
import { PAGE_CHROME_COPY, PAGE_SECTIONS, type PageId } from "../pages"
import {
  emoji,
  group,
  httpsUrl,
  id,
  imagePath,
  line,
  listFile,
  matching,
  objectFile,
  optionalLine,
  paragraph,
  record,
  records,
  wholeNumber,
  youtubeId,
} from "./fields"

export const PAGES = Object.keys(PAGE_SECTIONS) as PageId[]

export const pages = listFile(
  "Páginas (título e descrição para o Google)",
  "pages",
  records(
    record("Page", {
      id: z.enum(PAGES).meta({ title: "Página", description: "Qual página do site estes textos descrevem." }),
      path: matching(/^\/[a-z0-9-]*$/, 'Use um caminho como "/" ou "/semana-cliente"', { title: "Endereço" }),
      title: line("Título", "Aparece na aba do navegador e no Google (até uns 60 caracteres)."),
      description: paragraph("Descrição", "Aparece no Google e ao compartilhar o link (até uns 155 caracteres)."),
      outsideWeekTitle: optionalLine(
        "Título fora da Semana do Cliente",
        "Só /semana-cliente: o título de uma publicação feita antes ou depois da semana.",
      ),
      outsideWeekDescription: optionalLine(
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

/** An entry for a page without a "faq" section would show nowhere. */
const FAQ_PAGES = PAGES.filter(page => (PAGE_SECTIONS[page] as readonly string[]).includes("faq"))

export const faq = listFile(
  "Perguntas frequentes",
  "questions",
  records(
    record("FaqItem", {
      id: id(),
      page: z
        .enum(FAQ_PAGES, {
          error: issue =>
            `${JSON.stringify(issue.input)} não mostra perguntas frequentes; escolha uma página que mostra: ${FAQ_PAGES.map(page => `"${page}"`).join(", ")}`,
        })
        .meta({ title: "Página", description: "Só as páginas que mostram perguntas frequentes." }),
      question: line("Pergunta"),
      answer: paragraph("Resposta"),
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

export const accessCards = listFile(
  "Obrigado: cartões de acesso",
  "cards",
  records(
    record("AccessCard", {
      id: id(),
      title: line("Título"),
      description: paragraph("Descrição"),
      icon: emoji(),
      url: httpsUrl({ title: "Link de acesso" }),
      buttonLabel: line("Texto do botão"),
      note: optionalLine("Selo", 'Por exemplo "Inclui 1 ano do plano Unlimited". Deixe vazio para não mostrar.'),
    }),
    { title: "Cartões", singular: "cartão", summary: "{{fields.title}}" },
  ),
)

export const consent = objectFile(
  "Cookies: aviso, preferências e tabela da Política de Privacidade",
  [everyConsentCategoryOnce],
  {
    revision: wholeNumber(1, 9999, "Versão da Política de Privacidade").meta({
      description:
        "Aumente quando a política mudar o que os visitantes aceitaram: todos são perguntados de novo, e os leads registram a versão.",
    }),
    banner: group("ConsentBanner", "Aviso de cookies", {
      label: line("Nome do aviso (leitor de tela)"),
      title: line("Título"),
      description: paragraph("Texto"),
      policyLinkLabel: line("Link para a política"),
      revisionMessage: line("Aviso de nova versão", "Aparece quando a versão da política mudou."),
      acceptAll: line("Botão aceitar todos"),
      rejectAll: line("Botão rejeitar todos"),
      customize: line("Botão personalizar"),
    }),
    preferences: group("ConsentPreferences", "Preferências de cookies", {
      title: line("Título"),
      intro: paragraph("Introdução"),
      acceptAll: line("Botão aceitar todos"),
      rejectAll: line("Botão rejeitar todos"),
      save: line("Botão salvar escolhas"),
      close: line("Botão fechar (leitor de tela)"),
      moreTitle: line("Título de mais informações"),
      moreDescription: paragraph("Mais informações"),
      policyLinkLabel: line("Link para a política"),
    }),
    categories: records(
      record("ConsentCategoryCopy", {
        id: z.enum(CONSENT_CATEGORIES).meta({ title: "Categoria" }),
        title: line("Título", "Também o nome do seu botão liga/desliga: diga o que ele liga."),
        description: paragraph("Descrição"),
      }),
      // One per consent category: fixed by the site, not by writers.
      {
        title: "Categorias",
        summary: "{{fields.title}}",
        min: CONSENT_CATEGORIES.length,
        max: CONSENT_CATEGORIES.length,
      },
    ),
    tableHeaders: group("ConsentTableHeaders", "Cabeçalhos da tabela de cookies", {
      name: line("Coluna nome"),
      provider: line("Coluna quem define"),
      kind: line("Coluna tipo"),
      purpose: line("Coluna finalidade"),
      lifetime: line("Coluna duração"),
    }),
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
  },
)

export type ConsentFile = z.infer<typeof consent.schema>

const unused = "Deixe vazio quando a seção não usa."

/** The frontmatter of content/copy/<page>/<section>.mdx. */
export const MDX_FRONTMATTER = record("MdxFrontmatter", {
  page: z.enum(PAGES).meta({ title: "Página", description: "Qual página usa este texto: não mude." }),
  section: matching(/^[a-z][a-zA-Z0-9-]*$/, 'Use um nome de seção como "hero"', {
    title: "Seção",
    description: "Qual seção da página usa este texto: não mude.",
  }),
  title: line("Título"),
  eyebrow: optionalLine("Chamada acima do título", unused),
  subtitle: optionalLine("Subtítulo", unused),
  badge: optionalLine("Selo", unused),
  ctaLabel: optionalLine("Texto do botão principal", "Deixe vazio quando a seção não tem botão."),
  secondaryCtaLabel: optionalLine("Texto do segundo botão", "Deixe vazio quando a seção não tem segundo botão."),
  bullets: z.array(z.string()).meta({ title: "Tópicos", description: unused }).optional(),
  videoId: youtubeId("Vídeo do YouTube").optional(),
  videoTitle: optionalLine("Título do vídeo", "Para leitores de tela; use quando houver vídeo."),
  poster: imagePath("posters", "Capa do vídeo").optional(),
  image: imagePath("", "Imagem").optional(),
  imageAlt: optionalLine("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
  note: optionalLine("Observação", "Um aviso curto; na página de obrigado, a dica de salvar nos favoritos."),
  whatsappMessage: optionalLine(
    "Mensagem do WhatsApp",
    "Mensagem pronta do botão de suporte; vazio = a mensagem de Configurações do site.",
  ),
  // /semana-cliente outside the customer week (before it starts, after it ends), when the page sells at full price.
  outsideWeekTitle: optionalLine(
    "Título fora da Semana do Cliente",
    "Semana do Cliente: substitui o título antes e depois da semana.",
  ),
  outsideWeekEyebrow: optionalLine(
    "Chamada fora da Semana do Cliente",
    "Substitui a chamada acima do título antes e depois da semana.",
  ),
  outsideWeekSubtitle: optionalLine(
    "Subtítulo fora da Semana do Cliente",
    "Substitui o subtítulo antes e depois da semana.",
  ),
  outsideWeekCtaLabel: optionalLine(
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

/** The copy files a page renders, its top banner included; a missing one fails the build. */
export const requiredSections = (page: PageId): readonly string[] => [
  ...(PAGE_CHROME_COPY[page] ?? []),
  ...PAGE_SECTIONS[page],
]
