import { z } from "zod"
import { defineObjectCollection } from "../collection"
import { line, lines } from "../fields"

/** content/data/painVsPath.json: the pains and the new path, side by side. */
export const painVsPath = defineObjectCollection({
  file: "painVsPath.json",
  label: "Dor x novo caminho",
  typeName: "PainVsPathJson",
  schema: z.strictObject({
    painTitle: line("Título da dor"),
    pains: lines("Dores"),
    newPathTitle: line("Título do novo caminho"),
    newPath: lines("Novo caminho"),
    trustPoints: lines("Pontos de confiança"),
  }),
})
