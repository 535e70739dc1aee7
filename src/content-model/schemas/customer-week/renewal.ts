import { z } from "zod"
import { includesPricedOnce } from "../../checks/cross-checks"
import { defineObjectCollection } from "../collection"
import { emoji, line, lines, paragraph, placeholderText, price, record, records } from "../fields"

const renewalCard = record("RenewalCard", {
  title: line("Título"),
  description: paragraph("Texto"),
  icon: emoji(),
})

/** content/data/renewal.json: the customer week's cards, bonuses and short texts. */
export const renewal = defineObjectCollection({
  file: "renewal.json",
  label: "Semana do Cliente: cartões, bônus e textos curtos",
  typeName: "RenewalJson",
  schema: z.strictObject({
    audiences: records(renewalCard, { title: "Para quem é", summary: "{{fields.title}}", max: 12 }),
    risks: records(renewalCard, { title: "O que acontece se parar", summary: "{{fields.title}}", max: 12 }),
    includes: records(
      record("RenewalInclude", {
        name: line("Nome"),
        price: price("Valor", "Em reais, só o número. Vazio quando é um item da pilha de valor: escolha-o abaixo.").optional(),
        item: line(
          "Item da pilha de valor",
          'O id do item (como "chat-pro"), cujo preço aparece aqui; vazio quando o valor está acima.',
        ).optional(),
        per: z.enum(["ano", "mês"]).meta({ title: "Por", description: "Vazio para um valor único." }).optional(),
        description: paragraph("Descrição"),
      }),
      { title: "O que o Max inclui", summary: "{{fields.name}}", max: 20 },
    ),
    bonuses: records(
      record("RenewalBonus", { title: line("Título"), price: price("Valor"), description: paragraph("Descrição") }),
      { title: "Bônus", summary: "{{fields.title}} · {{fields.price}}", max: 12 },
    ),
    afterOffer: lines("O que muda depois da semana"),
    labels: record(
      "RenewalLabels",
      {
        discountBadge: placeholderText(["discount"], "Selo de desconto"),
        bonusLabel: line("Rótulo de bônus"),
        bonusesTitle: line("Título dos bônus"),
        priceListTitle: line("Título da lista de preços"),
        perYear: line("Por ano"),
        individualTotal: line("Rótulo do total dos itens"),
        fullPrice: line("Rótulo do preço cheio"),
        offerLabel: line("Rótulo da oferta"),
        afterOfferTitle: line("Título de depois da oferta"),
        regularPriceLabel: line("Rótulo do preço fora da Semana do Cliente"),
        weekEnded: line("Semana encerrada", "Substitui o banner de desconto quando a Semana do Cliente termina."),
      },
      { title: "Textos curtos em volta dos preços" },
    ),
    countdown: record(
      "RenewalCountdown",
      {
        endsIn: placeholderText(["time"], "Tempo até o fim"),
        startsIn: placeholderText(["time"], "Tempo até o início"),
        day: line("Dia (singular)"),
        days: line("Dias (plural)"),
        hour: line("Hora (singular)"),
        hours: line("Horas (plural)"),
        minute: line("Minuto (singular)"),
        minutes: line("Minutos (plural)"),
        and: line("Conjunção", 'Entre duas unidades: "2 dias e 5 horas".'),
        daysShort: line("Rótulo sob os dias"),
        hoursShort: line("Rótulo sob as horas"),
        minutesShort: line("Rótulo sob os minutos"),
      },
      { title: "Contagem regressiva", description: '{time} vira, por exemplo, "2 dias e 5 horas".' },
    ),
  }),
  checks: [includesPricedOnce],
})
