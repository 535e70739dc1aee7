import { z } from "zod"
import { offerAddsUp } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, priceText, wholeNumber } from "../fields"

/** content/data/offer.json: the landing page's offer figures; the cross-check keeps them adding up. */
export const offer = defineObjectCollection({
  file: "offer.json",
  label: "Oferta (total, desconto, curso, garantia, bônus, mentor)",
  typeName: "OfferJson",
  schema: z.strictObject({
    courseValue: priceText("Valor do curso"),
    courseHours: line("Horas de curso", 'Por exemplo "400+".'),
    llmBonusMonthly: priceText("Bônus de IAs por mês", "O valor por ano é calculado: 12 vezes este."),
    llmBonusItem: line(
      "Item dos planos que dá o bônus de IAs",
      'Como os planos o chamam em "Não incluído" (por exemplo "Chat Unlimited"). Os planos que não o deixam de fora têm o bônus: o texto os cita como {offer.llmBonusPlans}.',
    ),
    mentorName: line("Nome do mentor", "Os textos o citam como {offer.mentorName}."),
    guaranteeDays: wholeNumber(1, 30, "Dias de garantia"),
  }),
  checks: [offerAddsUp],
})
