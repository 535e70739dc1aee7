import { z } from "zod"
import { defineListCollection } from "../collection"
import { imagePath, line, paragraph, price, youtubeId } from "../fields"

/** content/data/testimonials.json: the landing page's testimonials, any number. */
export const testimonials = defineListCollection({
  file: "testimonials.json",
  label: "Depoimentos (página inicial)",
  typeName: "TestimonialsJson",
  list: {
    key: "testimonials",
    entryTypeName: "Testimonial",
    idField: "id",
    label: "Depoimentos",
    singular: "depoimento",
    summary: "{{fields.name}} · {{fields.value}}",
    min: 1,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
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
})
