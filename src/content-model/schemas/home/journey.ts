import { z } from "zod"
import { defineListCollection } from "../collection"
import { emoji, line, lines, matching, paragraph, record } from "../fields"

/** content/data/journey.json: the phases of the journey, 3 to 12 (the site ships 7). */
export const journey = defineListCollection({
  file: "journey.json",
  label: "Jornada: as fases",
  typeName: "JourneyJson",
  list: {
    key: "phases",
    entryTypeName: "Phase",
    idField: "number",
    label: "Fases",
    singular: "fase",
    summary: "{{fields.number}} · {{fields.title}}",
    min: 3,
    max: 12,
  },
  entry: z.strictObject({
    number: matching(/^(0[1-9]|1[0-2])$/, "Escreva o número da fase com dois dígitos, de 01 a 12", {
      title: "Número da fase",
    }),
    title: line("Título"),
    description: paragraph("Descrição", "Texto do cartão da fase."),
    icon: emoji(),
    modal: record(
      "PhaseModal",
      {
        intro: paragraph("Introdução"),
        learnings: lines("O que você vai aprender"),
        expectedResult: paragraph("Resultado esperado"),
      },
      { title: "Janela da fase", description: "O que aparece ao clicar na fase." },
    ),
  }),
})
