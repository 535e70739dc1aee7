import { z } from "zod"
import { defineListCollection } from "../collection"
import { emoji, imagePath, line, lines, matching, paragraph, price } from "../fields"

/** content/data/portfolio.json: the carousel's projects, 1 to 24 (the site ships 12). */
export const portfolio = defineListCollection({
  file: "portfolio.json",
  label: "Portfólio (carrossel de projetos)",
  typeName: "PortfolioJson",
  list: {
    key: "projects",
    entryTypeName: "PortfolioItem",
    idField: "id",
    label: "Projetos",
    singular: "projeto",
    summary: "{{fields.name}} · {{fields.implementationValue}}",
    min: 1,
    max: 24,
  },
  entry: z.strictObject({
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
})
