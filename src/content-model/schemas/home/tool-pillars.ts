import { z } from "zod"
import { defineObjectCollection } from "../collection"
import { emoji, line, lines, paragraph, record, records, wholeNumber } from "../fields"

/** content/data/toolPillars.json: the tools' pillars (the site ships 4) and the template categories. */
export const toolPillars = defineObjectCollection({
  file: "toolPillars.json",
  label: "Ferramentas: pilares e categorias de templates",
  typeName: "ToolPillarsJson",
  schema: z.strictObject({
    pillars: records(
      record("ToolPillar", {
        id: line("Id", "Nome interno, sem espaços."),
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
  }),
})
