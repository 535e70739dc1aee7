import { z } from "zod"
import { defineListCollection } from "../collection"
import { planInstalments } from "../../checks/instalment-checks"
import { line, lines, optionalLine, paragraph, price, wholeNumber } from "../fields"

/** content/data/plans.json: the Plus and Max plans. */
export const plans = defineListCollection({
  file: "plans.json",
  label: "Planos Plus e Max",
  typeName: "PlansJson",
  list: {
    key: "plans",
    entryTypeName: "Plan",
    idField: "id",
    label: "Planos",
    singular: "plano",
    summary: "{{fields.name}} · {{fields.price}}",
    min: 1,
    max: 2,
  },
  entry: z.strictObject({
    id: z.enum(["plus", "max"]).meta({
      title: "Plano",
      description: "O link do checkout de cada plano está em Configurações do site.",
    }),
    name: line("Nome"),
    price: price("Preço"),
    installmentCount: wholeNumber(
      1,
      24,
      "Número de parcelas",
      "A parcela e o total são calculados com os juros do checkout (Parcelamento).",
    ),
    period: line("Período de acesso"),
    description: paragraph("Descrição"),
    badge: optionalLine("Selo", 'Por exemplo "Mais escolhido". Deixe vazio para não mostrar.'),
    highlighted: z.boolean().meta({ title: "Destacar o cartão" }),
    ctaLabel: line("Texto do botão"),
    included: lines("Incluído"),
    excluded: lines("Não incluído", { min: 0 }),
    promoBonus: lines("Bônus da promoção", {
      min: 0,
      description:
        "Aparecem no cartão e no formulário só enquanto vale a promoção da faixa do topo (datas em Textos curtos da interface → Faixa de promoção).",
    }).optional(),
  }),
  checks: [planInstalments],
})
