/** Frontmatter of the MDX copy files in content/copy: one file per page section. */
import { z } from "zod"
import { PAGE_CHROME_COPY, PAGE_SECTIONS, type PageId } from "../../pages"
import { imagePath, line, matching, optionalLine, youtubeId } from "../fields"
import { PAGES } from "./pages"

const unused = "Deixe vazio quando a seção não usa."

export const MDX_FRONTMATTER = z
  .strictObject({
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
    /** Prefilled WhatsApp message of a support button (the number is in site.json). */
    whatsappMessage: optionalLine(
      "Mensagem do WhatsApp",
      "Mensagem pronta do botão de suporte; vazio = a mensagem de Configurações do site.",
    ),
    // /semana-cliente: what replaces title, eyebrow, subtitle and button label outside the customer week
    // (before it starts, after it ends), when the page sells at full price.
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
    // A draft (the legal texts until the lawyer's version): a production build refuses it (plugins/content-build/example-values.ts).
    rascunho: z
      .boolean()
      .meta({
        title: "Rascunho",
        description: "Marcado: o texto ainda é rascunho e o site não pode ir ao ar com ele. Desmarque na versão final.",
      })
      .optional(),
  })
  .meta({ typeName: "MdxFrontmatter" })

export type MdxFrontmatter = z.infer<typeof MDX_FRONTMATTER>

/** The copy files a page renders (src/content-model/pages.ts); a missing one fails the build. */
export function requiredSections(page: PageId): readonly string[] {
  return [...(PAGE_CHROME_COPY[page] ?? []), ...PAGE_SECTIONS[page]]
}
