import { z } from "zod"
import { defineListCollection } from "../collection"
import { imagePath, line, paragraph, youtubeId } from "../fields"

/** content/data/demos.json: the demo videos (the site ships 3). */
export const demos = defineListCollection({
  file: "demos.json",
  label: "Vídeos de demonstração",
  typeName: "DemosJson",
  list: {
    key: "videos",
    entryTypeName: "DemoVideo",
    idField: "id",
    label: "Vídeos",
    singular: "vídeo",
    summary: "{{fields.title}} · {{fields.subtitle}}",
    min: 1,
    max: 6,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    title: line("Título"),
    subtitle: line("Subtítulo"),
    description: paragraph("Descrição"),
    practicalExample: paragraph("Exemplo prático"),
    videoId: youtubeId("Vídeo do YouTube"),
    poster: imagePath("posters", "Capa do vídeo", "Imagem mostrada antes do clique no play."),
    fallback: paragraph("Texto alternativo", "Aparece no lugar do vídeo quando ele não carrega."),
  }),
})
