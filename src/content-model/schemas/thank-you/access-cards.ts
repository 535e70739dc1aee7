import { z } from "zod"
import { defineListCollection } from "../collection"
import { emoji, httpsUrl, line, optionalLine, paragraph } from "../fields"

/** content/data/accessCards.json: the thank-you page's access cards, any number (the site ships 4). */
export const accessCards = defineListCollection({
  file: "accessCards.json",
  label: "Obrigado: cartões de acesso",
  typeName: "AccessCardsJson",
  list: {
    key: "cards",
    entryTypeName: "AccessCard",
    idField: "id",
    label: "Cartões",
    singular: "cartão",
    summary: "{{fields.title}}",
    min: 1,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    title: line("Título"),
    description: paragraph("Descrição"),
    icon: emoji(),
    url: httpsUrl({ title: "Link de acesso" }),
    buttonLabel: line("Texto do botão"),
    note: optionalLine("Selo", 'Por exemplo "Inclui 1 ano do plano Unlimited". Deixe vazio para não mostrar.'),
  }),
})
