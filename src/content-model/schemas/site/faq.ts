import { z } from "zod"
import { defineListCollection } from "../collection"
import { line, paragraph } from "../fields"
import { PAGES } from "./pages"
import { PAGE_SECTIONS } from "../../pages"

/** The pages that show questions: those with a "faq" section. An entry for another page would show nowhere. */
const FAQ_PAGES = PAGES.filter(page => (PAGE_SECTIONS[page] as readonly string[]).includes("faq"))

/** content/data/faq.json: the questions of every page, 1 to 20. */
export const faq = defineListCollection({
  file: "faq.json",
  label: "Perguntas frequentes",
  typeName: "FaqJson",
  list: {
    key: "questions",
    entryTypeName: "FaqItem",
    idField: "id",
    label: "Perguntas",
    singular: "pergunta",
    summary: "{{fields.page}} · {{fields.question}}",
    min: 1,
    max: 20,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    page: z
      .enum(FAQ_PAGES, {
        error: issue =>
          `${JSON.stringify(issue.input)} não mostra perguntas frequentes; escolha uma página que mostra: ${FAQ_PAGES.map(page => `"${page}"`).join(", ")}`,
      })
      .meta({ title: "Página", description: "Só as páginas que mostram perguntas frequentes." }),
    question: line("Pergunta"),
    answer: paragraph("Resposta"),
    /** /semana-cliente: "open" shows the question only during the customer week, "closed" only outside it. */
    weekOnly: z
      .enum(["open", "closed"])
      .meta({
        title: "Só em um período (Semana do Cliente)",
        description: '"open": só durante a Semana do Cliente; "closed": só fora dela. Vazio: sempre.',
      })
      .optional(),
  }),
})
