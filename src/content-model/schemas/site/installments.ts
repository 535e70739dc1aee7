import { z } from "zod"
import { defineObjectCollection } from "../collection"
import { decimal, placeholderText, records, record, wholeNumber } from "../fields"
import { everyCountOnce } from "../../checks/instalment-checks"

/**
 * content/data/installments.json: the checkout's interest, stored once, and how
 * the pages write an instalment offer. Each plan and the customer week store
 * only their price and their number of instalments; the instalment and its
 * total follow from the rate of that number here (figures/instalments.ts).
 */
export const installments = defineObjectCollection({
  file: "installments.json",
  label: "Parcelamento (juros do checkout)",
  typeName: "InstallmentsJson",
  schema: z.strictObject({
    rates: records(
      record("InstallmentRate", {
        count: wholeNumber(2, 24, "Número de parcelas"),
        surcharge: decimal(
          0,
          100,
          "Acréscimo sobre o preço à vista (%)",
          "Quanto o total parcelado custa a mais que à vista, como a tabela de parcelamento do checkout mostra para esse número de parcelas. Exemplo: 12x de R$ 164,08 por R$ 1.497 à vista é 12 × 164,08 ÷ 1.497 = 1,3153, ou seja 31.53 (use ponto nos decimais). Sem juros: 0.",
        ),
      }),
      {
        title: "Acréscimo por número de parcelas",
        description:
          "Um por número de parcelas que os planos ou a Semana do Cliente usam. A parcela é o preço com o acréscimo dividido pelo número de parcelas, arredondada ao centavo como o checkout faz.",
        summary: "{{fields.count}}x · {{fields.surcharge}}%",
        max: 24,
      },
    ),
    text: placeholderText(["count", "value", "total", "price"], "Como a página mostra o parcelamento"),
  }),
  checks: [everyCountOnce],
})
