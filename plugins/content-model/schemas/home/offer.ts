import { z } from "zod"
import { offerAddsUp } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, priceText, wholeNumber } from "../fields"

/** content/data/offer.json: the landing page's offer figures; the cross-check keeps them adding up. */
export const offer = defineObjectCollection({
  file: "offer.json",
  label: "Oferta (total, desconto, curso, garantia, bônus)",
  typeName: "OfferJson",
  schema: z.strictObject({
    courseValue: priceText("Valor do curso"),
    courseHours: line("Horas de curso", 'Por exemplo "400+".'),
    llmBonusMonthly: priceText("Bônus de IAs por mês", "O valor por ano é calculado: 12 vezes este."),
    guaranteeDays: wholeNumber(1, 30, "Dias de garantia"),
  }),
  checks: [offerAddsUp],
})
