import { z } from "zod"
import { defineListCollection } from "../collection"
import { line, paragraph, price } from "../fields"

/** content/data/valueStack.json: what the offer is worth, item by item. */
export const valueStack = defineListCollection({
  file: "valueStack.json",
  label: "Pilha de valor (página inicial e Semana do Cliente)",
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
    price: price("Preço por ano", "Em reais, só o número. A soma dos itens é o total riscado das duas páginas."),
    description: paragraph("Descrição (página inicial)"),
    renewalDescription: paragraph("Descrição (Semana do Cliente)"),
  }),
})
