import { z } from "zod"
import { defineListCollection } from "../collection"
import { line, paragraph, priceText } from "../fields"

/** content/data/valueStack.json: what the offer is worth, item by item. */
export const valueStack = defineListCollection({
  file: "valueStack.json",
  label: "Pilha de valor (página inicial)",
  typeName: "ValueStackJson",
  list: {
    key: "items",
    entryTypeName: "ValueStackItem",
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
    price: priceText("Preço por ano", "A soma dos itens deve ser o total em Oferta."),
    description: paragraph("Descrição"),
  }),
})
