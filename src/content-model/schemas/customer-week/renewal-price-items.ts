import { z } from "zod"
import { defineListCollection } from "../collection"
import { line, paragraph, priceText } from "../fields"

/** content/data/renewalPriceItems.json: the customer week's priced items (the site ships 9). */
export const renewalPriceItems = defineListCollection({
  file: "renewalPriceItems.json",
  label: "Semana do Cliente: os 9 itens com preço",
  typeName: "RenewalPriceItemsJson",
  list: {
    key: "items",
    entryTypeName: "RenewalPriceItem",
    idField: "id",
    label: "Itens",
    singular: "item",
    summary: "{{fields.name}} · {{fields.price}}",
    min: 1,
    max: 20,
  },
  entry: z.strictObject({
    id: line("Id", "Nome interno, sem espaços."),
    name: line("Nome"),
    price: priceText("Preço por ano", "A soma dos itens deve ser o total riscado em Semana do Cliente: oferta."),
    description: paragraph("Descrição"),
  }),
})
