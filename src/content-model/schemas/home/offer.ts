import { z } from "zod"
import { offerAddsUp } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, price, wholeNumber } from "../fields"

/** content/data/offer.json: the landing page's offer figures; the cross-check keeps them adding up. */
export const offer = defineObjectCollection({
  file: "offer.json",
  label: "Oferta (total, desconto, curso, garantia, bônus, mentor)",
  typeName: "OfferJson",
  schema: z.strictObject({
    courseItem: line(
      "Item da pilha de valor que é o curso",
      'O id do item (como "formacao"): o valor do curso é o preço dele, e os textos o citam como {offer.courseValue}.',
    ),
    courseHours: line("Horas de curso", 'Por exemplo "400+".'),
    llmBonusMonthly: price("Bônus de IAs por mês", "Em reais, só o número. O valor por ano é calculado: 12 vezes este."),
    llmBonusItem: line(
      "Item dos planos que dá o bônus de IAs",
      'Como os planos o chamam em "Não incluído" (por exemplo "Chat Unlimited"). Os planos que não o deixam de fora têm o bônus: o texto os cita como {offer.llmBonusPlans}.',
    ),
    mentorName: line("Nome do mentor", "Os textos o citam como {offer.mentorName}."),
    guaranteeDays: wholeNumber(1, 30, "Dias de garantia"),
  }),
  checks: [offerAddsUp],
})
