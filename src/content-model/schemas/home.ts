import { z } from "zod"
import { everyValueUsed, idMatchesCategory } from "../checks"
import * as f from "./fields"

export const journey = f.listFile(
  "Jornada: as fases",
  "phases",
  f.records(
    f.record("Phase", {
      number: f.matching(/^(0[1-9]|1[0-2])$/, "Escreva o número da fase com dois dígitos, de 01 a 12", {
        title: "Número da fase",
      }),
      title: f.line("Título"),
      description: f.paragraph("Descrição", "Texto do cartão da fase."),
      icon: f.emoji(),
      modal: f.group(
        "PhaseModal",
        { title: "Janela da fase", description: "O que aparece ao clicar na fase." },
        {
          intro: f.paragraph("Introdução"),
          learnings: f.lines("O que você vai aprender"),
          expectedResult: f.paragraph("Resultado esperado"),
        },
      ),
    }),
    { title: "Fases", singular: "fase", summary: "{{fields.number}} · {{fields.title}}", min: 3, max: 12 },
  ),
  { idField: "number" },
)

const AGENT_CATEGORIES = ["basic", "advanced"] as const

export const agents = f.listFile(
  "Agentes (cartões de demonstração)",
  "agents",
  f.records(
    f.record("Agent", {
      id: f.matching(/^(basic|advanced)-\d+$/, 'Use um id como "basic-1" ou "advanced-1"', {
        title: "Id",
        description: "basic-1 a basic-5 para os básicos, advanced-1 a advanced-3 para os avançados.",
      }),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
      tools: f.lines("Ferramentas", { description: "Um emoji por ferramenta." }),
      tag: f.line("Etiqueta"),
      category: z
        .enum(AGENT_CATEGORIES)
        .meta({ title: "Categoria", description: "A página mostra 5 básicos e 3 avançados." }),
      modal: f.group(
        "AgentModal",
        { title: "Janela do agente", description: "O que aparece ao clicar no cartão." },
        { description: f.paragraph("Descrição"), features: f.lines("Recursos"), story: f.paragraph("Exemplo prático") },
      ),
    }),
    { title: "Agentes", singular: "agente", summary: "{{fields.id}} · {{fields.title}}", min: 2, max: 16 },
  ),
  { checks: [everyValueUsed("category", AGENT_CATEGORIES), idMatchesCategory] },
)

export const demos = f.listFile(
  "Vídeos de demonstração",
  "videos",
  f.records(
    f.record("DemoVideo", {
      id: f.id(),
      title: f.line("Título"),
      subtitle: f.line("Subtítulo"),
      description: f.paragraph("Descrição"),
      practicalExample: f.paragraph("Exemplo prático"),
      videoId: f.youtubeId("Vídeo do YouTube"),
      poster: f.imagePath("posters", "Capa do vídeo", "Imagem mostrada antes do clique no play."),
      fallback: f.paragraph("Texto alternativo", "Aparece no lugar do vídeo quando ele não carrega."),
    }),
    { title: "Vídeos", singular: "vídeo", summary: "{{fields.title}} · {{fields.subtitle}}", max: 6 },
  ),
)

export const portfolio = f.listFile(
  "Portfólio (carrossel de projetos)",
  "projects",
  f.records(
    f.record("PortfolioItem", {
      id: f.matching(/^[a-z][a-z0-9-]*$/, 'Use um id em minúsculas, com hífens, como "real-estate"', { title: "Id" }),
      name: f.line("Nome"),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
      image: f.imagePath("portfolio", "Imagem"),
      imageAlt: f.line("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
      icon: f.emoji(),
      implementationValue: f.price("Valor da implementação"),
      monthlyValue: f.price("Valor mensal", "Em reais, só o número. Deixe vazio quando não há mensalidade.").optional(),
      category: z.enum(["protagonist", "productivity", "support", "niche"]).meta({
        title: "Categoria",
        description:
          "protagonist = projeto principal, productivity = produtividade, support = atendimento, niche = nichos.",
      }),
      features: f.lines("Recursos"),
    }),
    { title: "Projetos", singular: "projeto", summary: "{{fields.name}} · {{fields.implementationValue}}", max: 24 },
  ),
)

export const testimonials = f.listFile(
  "Depoimentos (página inicial)",
  "testimonials",
  f.records(
    f.record("Testimonial", {
      id: f.id(),
      name: f.line("Nome"),
      role: f.line("Quem é"),
      date: f.line("Data", 'Como aparece na página, por exemplo "Janeiro de 2025".'),
      value: f.price("Valor do resultado"),
      image: f.imagePath("testimonials", "Foto"),
      imageAlt: f.line("Descrição da foto", "Para leitores de tela: o que a foto mostra."),
      description: f.paragraph("Resultado"),
      quote: f.paragraph("Depoimento"),
      videoId: f.youtubeId("Vídeo do depoimento").optional(),
    }),
    { title: "Depoimentos", singular: "depoimento", summary: "{{fields.name}} · {{fields.value}}" },
  ),
)

export const llmBonus = f.listFile(
  "Bônus: modelos de IA",
  "models",
  f.records(
    f.record("LlmModel", {
      id: f.id(),
      name: f.line("Nome"),
      vendor: f.line("Empresa"),
      status: f.line("Situação", 'Por exemplo "Ilimitado".'),
      description: f.paragraph("Descrição"),
    }),
    { title: "Modelos", singular: "modelo", summary: "{{fields.name}} · {{fields.status}}", max: 12 },
  ),
)

export const toolPillars = f.objectFile("Ferramentas: pilares e categorias de templates", [], {
  pillars: f.records(
    f.record("ToolPillar", {
      id: f.id(),
      name: f.line("Nome"),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
      icon: f.emoji(),
      highlights: f.lines("Destaques"),
    }),
    { title: "Pilares", summary: "{{fields.name}} · {{fields.title}}", max: 8 },
  ),
  templateCategories: f.records(
    f.record("TemplateCategory", {
      name: f.line("Nome"),
      count: f.wholeNumber(1, 999, "Quantidade de templates"),
      icon: f.emoji(),
    }),
    { title: "Categorias de templates", summary: "{{fields.name}} · {{fields.count}}", max: 24 },
  ),
})

export const methodology = f.objectFile("Metodologia: camadas e pilares", [], {
  layers: f.records(
    f.record("MethodologyLayer", {
      name: f.line("Nome"),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
    }),
    { title: "Camadas", summary: "{{fields.name}} · {{fields.title}}", max: 12 },
  ),
  pillars: f.records(
    f.record("MethodologyPillar", {
      name: f.line("Nome"),
      title: f.line("Título"),
      description: f.paragraph("Descrição"),
      icon: f.emoji(),
    }),
    { title: "Pilares", summary: "{{fields.name}} · {{fields.title}}", max: 12 },
  ),
})

export const painVsPath = f.objectFile("Dor x novo caminho", [], {
  painTitle: f.line("Título da dor"),
  pains: f.lines("Dores"),
  newPathTitle: f.line("Título do novo caminho"),
  newPath: f.lines("Novo caminho"),
  trustPoints: f.lines("Pontos de confiança"),
})
