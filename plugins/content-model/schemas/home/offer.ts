import { z } from "zod"
import { offerFigures } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, percentText, priceText } from "../fields"

/** content/data/offer.json: the landing page's offer figures; the cross-check keeps them adding up. */
export const offer = defineObjectCollection({
  file: "offer.json",
  label: "Oferta (total, desconto, curso, garantia, bônus)",
  typeName: "OfferJson",
  schema: z.strictObject({
    valueStackTotal: priceText("Total da pilha de valor", "Igual à soma dos itens da Pilha de valor."),
    discount: percentText("79%", "Desconto"),
    saving: priceText("Economia", "O total menos o preço do Plano Max."),
    courseValue: priceText("Valor do curso"),
    courseHours: line("Horas de curso", 'Por exemplo "400+".'),
    llmBonusMonthly: priceText("Bônus de IAs por mês"),
    llmBonusYearly: priceText("Bônus de IAs por ano"),
  }),
  checks: [offerFigures],
})
