import { z } from "zod"
import { defineObjectCollection } from "../collection"
import { emoji, line, paragraph, record, records } from "../fields"

/** content/data/methodology.json: the method's layers and pillars. */
export const methodology = defineObjectCollection({
  file: "methodology.json",
  label: "Metodologia: camadas e pilares",
  typeName: "MethodologyJson",
  schema: z.strictObject({
    layers: records(
      record("MethodologyLayer", {
        name: line("Nome"),
        title: line("Título"),
        description: paragraph("Descrição"),
      }),
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
  }),
})
