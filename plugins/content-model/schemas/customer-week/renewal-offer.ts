import { z } from "zod"
import { fullPriceIsMaxPlan, installmentsFigures, startsBeforeEnd, totalMatches } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { line, matching, offsetDateTime, percentText, priceText, wholeNumber } from "../fields"

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
    discount: percentText("40%", "Desconto"),
    individualTotal: priceText("Total riscado dos itens", "Igual à soma dos 9 itens com preço."),
    fullPrice: priceText(
      "Preço cheio",
      "Riscado durante a semana; o preço da página fora dela. Igual ao preço do Plano Max em Planos.",
    ),
    offerPrice: priceText("Preço da oferta"),
    installmentCount: wholeNumber(1, 24, "Número de parcelas"),
    installmentPrice: priceText("Valor da parcela", "Parcelas × valor não pode ser menos que o preço da oferta."),
    fullInstallmentCount: wholeNumber(1, 24, "Número de parcelas do preço cheio"),
    fullInstallmentPrice: priceText(
      "Valor da parcela do preço cheio",
      "Mostrado fora da Semana do Cliente. Igual às parcelas do Plano Max em Planos; parcelas × valor não pode ser menos que o preço cheio.",
    ),
    origem: matching(/^[a-z0-9-]+$/, 'Use letras minúsculas, números e hífens, como "semana-cliente"', {
      title: "Origem (no link do checkout)",
    }),
    guaranteeDays: wholeNumber(1, 30, "Dias de garantia"),
  }),
  checks: [
    totalMatches("individualTotal", "renewalPriceItems.json"),
    installmentsFigures("offerPrice", "installmentCount", "installmentPrice"),
    installmentsFigures("fullPrice", "fullInstallmentCount", "fullInstallmentPrice"),
    fullPriceIsMaxPlan,
    startsBeforeEnd,
  ],
})
