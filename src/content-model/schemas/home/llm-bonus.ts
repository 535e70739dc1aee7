import { z } from "zod"
import { defineListCollection } from "../collection"
import { line, paragraph } from "../fields"

/** content/data/llmBonus.json: the AI models of the bonus (the site ships 6). */
export const llmBonus = defineListCollection({
  file: "llmBonus.json",
  label: "Bônus: modelos de IA",
  typeName: "LlmBonusJson",
  list: {
    key: "models",
    entryTypeName: "LlmModel",
    idField: "id",
    label: "Modelos",
    singular: "modelo",
    summary: "{{fields.name}} · {{fields.status}}",
    min: 1,
    max: 12,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    name: line("Nome"),
    vendor: line("Empresa"),
    status: line("Situação", 'Por exemplo "Ilimitado".'),
    description: paragraph("Descrição"),
  }),
})
