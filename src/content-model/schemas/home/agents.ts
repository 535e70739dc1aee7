import { z } from "zod"
import { everyValueUsed, idMatchesCategory } from "../../checks/cross-checks"
import { defineListCollection } from "../collection"
import { line, lines, matching, paragraph, record } from "../fields"

const CATEGORIES = ["basic", "advanced"] as const

/** content/data/agents.json: the demo agents' cards, basic and advanced (the site ships 5 + 3). */
export const agents = defineListCollection({
  file: "agents.json",
  label: "Agentes (cartões de demonstração)",
  typeName: "AgentsJson",
  list: {
    key: "agents",
    entryTypeName: "Agent",
    idField: "id",
    label: "Agentes",
    singular: "agente",
    summary: "{{fields.id}} · {{fields.title}}",
    min: 2,
    max: 16,
  },
  entry: z.strictObject({
    id: matching(/^(basic|advanced)-\d+$/, 'Use um id como "basic-1" ou "advanced-1"', {
      title: "Id",
      description: "basic-1 a basic-5 para os básicos, advanced-1 a advanced-3 para os avançados.",
    }),
    title: line("Título"),
    description: paragraph("Descrição"),
    tools: lines("Ferramentas", { description: "Um emoji por ferramenta." }),
    tag: line("Etiqueta"),
    category: z.enum(CATEGORIES).meta({ title: "Categoria", description: "A página mostra 5 básicos e 3 avançados." }),
    modal: record(
      "AgentModal",
      {
        description: paragraph("Descrição"),
        features: lines("Recursos"),
        story: paragraph("Exemplo prático"),
      },
      { title: "Janela do agente", description: "O que aparece ao clicar no cartão." },
    ),
  }),
  checks: [everyValueUsed("category", CATEGORIES), idMatchesCategory],
})
