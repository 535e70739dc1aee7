/** The landing page's sections' data files (content/data). */
import { z } from "zod"
import { everyValueUsed, idMatchesCategory } from "../checks"
import {
  emoji,
  group,
  id,
  imagePath,
  line,
  lines,
  listFile,
  matching,
  objectFile,
  paragraph,
  price,
  record,
  records,
  wholeNumber,
  youtubeId,
} from "./fields"

export const journey = listFile(
  "Jornada: as fases",
  "phases",
  records(
    record("Phase", {
      number: matching(/^(0[1-9]|1[0-2])$/, "Escreva o número da fase com dois dígitos, de 01 a 12", {
        title: "Número da fase",
      }),
      title: line("Título"),
      description: paragraph("Descrição", "Texto do cartão da fase."),
      icon: emoji(),
      modal: group(
        "PhaseModal",
        { title: "Janela da fase", description: "O que aparece ao clicar na fase." },
        {
          intro: paragraph("Introdução"),
          learnings: lines("O que você vai aprender"),
          expectedResult: paragraph("Resultado esperado"),
        },
      ),
    }),
    { title: "Fases", singular: "fase", summary: "{{fields.number}} · {{fields.title}}", min: 3, max: 12 },
  ),
  { idField: "number" },
)

const AGENT_CATEGORIES = ["basic", "advanced"] as const

export const agents = listFile(
  "Agentes (cartões de demonstração)",
  "agents",
  records(
    record("Agent", {
      id: matching(/^(basic|advanced)-\d+$/, 'Use um id como "basic-1" ou "advanced-1"', {
        title: "Id",
        description: "basic-1 a basic-5 para os básicos, advanced-1 a advanced-3 para os avançados.",
      }),
      title: line("Título"),
      description: paragraph("Descrição"),
      tools: lines("Ferramentas", { description: "Um emoji por ferramenta." }),
      tag: line("Etiqueta"),
      category: z
        .enum(AGENT_CATEGORIES)
        .meta({ title: "Categoria", description: "A página mostra 5 básicos e 3 avançados." }),
      modal: group(
        "AgentModal",
        { title: "Janela do agente", description: "O que aparece ao clicar no cartão." },
        { description: paragraph("Descrição"), features: lines("Recursos"), story: paragraph("Exemplo prático") },
      ),
    }),
    { title: "Agentes", singular: "agente", summary: "{{fields.id}} · {{fields.title}}", min: 2, max: 16 },
  ),
  { checks: [everyValueUsed("category", AGENT_CATEGORIES), idMatchesCategory] },
)

export const demos = listFile(
  "Vídeos de demonstração",
  "videos",
  records(
    record("DemoVideo", {
      id: id(),
      title: line("Título"),
      subtitle: line("Subtítulo"),
      description: paragraph("Descrição"),
      practicalExample: paragraph("Exemplo prático"),
      videoId: youtubeId("Vídeo do YouTube"),
      poster: imagePath("posters", "Capa do vídeo", "Imagem mostrada antes do clique no play."),
      fallback: paragraph("Texto alternativo", "Aparece no lugar do vídeo quando ele não carrega."),
    }),
    { title: "Vídeos", singular: "vídeo", summary: "{{fields.title}} · {{fields.subtitle}}", max: 6 },
  ),
)

export const portfolio = listFile(
  "Portfólio (carrossel de projetos)",
  "projects",
  records(
    record("PortfolioItem", {
      id: matching(/^[a-z][a-z0-9-]*$/, 'Use um id em minúsculas, com hífens, como "real-estate"', { title: "Id" }),
      name: line("Nome"),
      title: line("Título"),
      description: paragraph("Descrição"),
      image: imagePath("portfolio", "Imagem"),
      imageAlt: line("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
      icon: emoji(),
      implementationValue: price("Valor da implementação"),
      monthlyValue: price("Valor mensal", "Em reais, só o número. Deixe vazio quando não há mensalidade.").optional(),
      category: z.enum(["protagonist", "productivity", "support", "niche"]).meta({
        title: "Categoria",
        description:
          "protagonist = projeto principal, productivity = produtividade, support = atendimento, niche = nichos.",
      }),
      features: lines("Recursos"),
    }),
    { title: "Projetos", singular: "projeto", summary: "{{fields.name}} · {{fields.implementationValue}}", max: 24 },
  ),
)

export const testimonials = listFile(
  "Depoimentos (página inicial)",
  "testimonials",
  records(
    record("Testimonial", {
      id: id(),
      name: line("Nome"),
      role: line("Quem é"),
      date: line("Data", 'Como aparece na página, por exemplo "Janeiro de 2025".'),
      value: price("Valor do resultado"),
      image: imagePath("testimonials", "Foto"),
      imageAlt: line("Descrição da foto", "Para leitores de tela: o que a foto mostra."),
      description: paragraph("Resultado"),
      quote: paragraph("Depoimento"),
      videoId: youtubeId("Vídeo do depoimento").optional(),
    }),
    { title: "Depoimentos", singular: "depoimento", summary: "{{fields.name}} · {{fields.value}}" },
  ),
)

export const llmBonus = listFile(
  "Bônus: modelos de IA",
  "models",
  records(
    record("LlmModel", {
      id: id(),
      name: line("Nome"),
      vendor: line("Empresa"),
      status: line("Situação", 'Por exemplo "Ilimitado".'),
      description: paragraph("Descrição"),
    }),
    { title: "Modelos", singular: "modelo", summary: "{{fields.name}} · {{fields.status}}", max: 12 },
  ),
)

export const toolPillars = objectFile("Ferramentas: pilares e categorias de templates", [], {
  pillars: records(
    record("ToolPillar", {
      id: id(),
      name: line("Nome"),
      title: line("Título"),
      description: paragraph("Descrição"),
      icon: emoji(),
      highlights: lines("Destaques"),
    }),
    { title: "Pilares", summary: "{{fields.name}} · {{fields.title}}", max: 8 },
  ),
  templateCategories: records(
    record("TemplateCategory", {
      name: line("Nome"),
      count: wholeNumber(1, 999, "Quantidade de templates"),
      icon: emoji(),
    }),
    { title: "Categorias de templates", summary: "{{fields.name}} · {{fields.count}}", max: 24 },
  ),
})

export const methodology = objectFile("Metodologia: camadas e pilares", [], {
  layers: records(
    record("MethodologyLayer", { name: line("Nome"), title: line("Título"), description: paragraph("Descrição") }),
    { title: "Camadas", summary: "{{fields.name}} · {{fields.title}}", max: 12 },
  ),
  pillars: records(
    record("MethodologyPillar", {
      name: line("Nome"),
      title: line("Título"),
      description: paragraph("Descrição"),
      icon: emoji(),
    }),
    { title: "Pilares", summary: "{{fields.name}} · {{fields.title}}", max: 12 },
  ),
})

export const painVsPath = objectFile("Dor x novo caminho", [], {
  painTitle: line("Título da dor"),
  pains: lines("Dores"),
  newPathTitle: line("Título do novo caminho"),
  newPath: lines("Novo caminho"),
  trustPoints: lines("Pontos de confiança"),
})
