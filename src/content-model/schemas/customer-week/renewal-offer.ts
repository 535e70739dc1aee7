import { z } from "zod"
import { renewalBelowFullPrice, startsBeforeEnd } from "../../checks/cross-checks"
import { renewalInstalments } from "../../checks/instalment-checks"
import { defineObjectCollection } from "../collection"
import { line, matching, offsetDateTime, price, wholeNumber } from "../fields"

/** content/data/renewalOffer.json: the customer week's dates and prices. */
export const renewalOffer = defineObjectCollection({
  file: "renewalOffer.json",
  label: "Semana do Cliente: oferta",
  typeName: "RenewalOfferJson",
  schema: z.strictObject({
    startsAt: offsetDateTime(
      "Início da Semana do Cliente",
      'Data e hora com o fuso, como "2026-11-30T00:00:00-03:00". Sem ela, a oferta vale até o fim.',
    ).optional(),
    endsAt: offsetDateTime(
      "Fim da Semana do Cliente",
      'Data e hora com o fuso, como "2026-12-06T23:59:59-03:00". Depois dela, a página volta ao preço cheio sozinha.',
    ),
    planName: line("Nome do plano"),
    offerPrice: price(
      "Preço da oferta",
      "O desconto é calculado contra o preço do Plano Max (em Planos), que é o preço cheio da página fora da semana.",
    ),
    installmentCount: wholeNumber(
      1,
      24,
      "Número de parcelas",
      "A parcela e o total são calculados com os juros do checkout (Parcelamento).",
    ),
    origem: matching(/^[a-z0-9-]+$/, 'Use letras minúsculas, números e hífens, como "semana-cliente"', {
      title: "Origem (no link do checkout)",
    }),
  }),
  checks: [renewalInstalments, renewalBelowFullPrice, startsBeforeEnd],
})
