import { z } from "zod"
import { defineListCollection } from "../collection"
import { imagePath, line, paragraph, price } from "../fields"

/** content/data/renewalTestimonials.json: the customer week's testimonials, any number (the site ships 4). */
export const renewalTestimonials = defineListCollection({
  file: "renewalTestimonials.json",
  label: "Semana do Cliente: depoimentos",
  typeName: "RenewalTestimonialsJson",
  list: {
    key: "testimonials",
    entryTypeName: "RenewalTestimonial",
    idField: "id",
    label: "Depoimentos",
    singular: "depoimento",
    summary: "{{fields.name}} · {{fields.value}}",
    min: 1,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    name: line("Nome"),
    value: price("Valor do contrato"),
    caption: paragraph("Legenda"),
    image: imagePath("renewal", "Imagem"),
    imageAlt: line("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
  }),
})
