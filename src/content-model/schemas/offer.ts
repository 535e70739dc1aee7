// The offers' data files: each price is stored once, what follows is computed (figures.ts).
import { z } from "zod"
import {
  everyCountOnce,
  includesPricedOnce,
  offerAddsUp,
  planInstalments,
  renewalBelowFullPrice,
  renewalInstalments,
  startsBeforeEnd,
} from "../checks"
import {
  decimal,
  emoji,
  group,
  id,
  imagePath,
  line,
  lines,
  listFile,
  matching,
  objectFile,
  offsetDateTime,
  optionalLine,
  paragraph,
  placeholderText,
  price,
  record,
  records,
  wholeNumber,
} from "./fields"

const installmentCount = () =>
  wholeNumber(
    1,
    24,
    "Número de parcelas",
    "A parcela e o total são calculados com os juros do checkout (Parcelamento).",
  )

export const plans = listFile(
  "Planos Plus e Max",
  "plans",
  records(
    record("Plan", {
      id: z.enum(["plus", "max"]).meta({
        title: "Plano",
        description: "O link do checkout de cada plano está em Configurações do site.",
      }),
      name: line("Nome"),
      price: price("Preço"),
      installmentCount: installmentCount(),
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
    { title: "Planos", singular: "plano", summary: "{{fields.name}} · {{fields.price}}", max: 2 },
  ),
  { checks: [planInstalments] },
)

export const installments = objectFile("Parcelamento (juros do checkout)", [everyCountOnce], {
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
})

export const valueStack = listFile(
  "Pilha de valor (página inicial e Semana do Cliente)",
  "items",
  records(
    record("ValueStackItem", {
      id: id(),
      name: line("Nome"),
      price: price("Preço por ano", "Em reais, só o número. A soma dos itens é o total riscado das duas páginas."),
      description: paragraph("Descrição (página inicial)"),
      renewalDescription: paragraph("Descrição (Semana do Cliente)"),
    }),
    { title: "Itens", singular: "item", summary: "{{fields.name}} · {{fields.price}}", max: 20 },
  ),
)

export const offer = objectFile("Oferta (total, desconto, curso, garantia, bônus, mentor)", [offerAddsUp], {
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
})

export const renewalOffer = objectFile(
  "Semana do Cliente: oferta",
  [renewalInstalments, renewalBelowFullPrice, startsBeforeEnd],
  {
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
    installmentCount: installmentCount(),
    origem: matching(/^[a-z0-9-]+$/, 'Use letras minúsculas, números e hífens, como "semana-cliente"', {
      title: "Origem (no link do checkout)",
    }),
  },
)

const renewalCard = record("RenewalCard", { title: line("Título"), description: paragraph("Texto"), icon: emoji() })

export const renewal = objectFile("Semana do Cliente: cartões, bônus e textos curtos", [includesPricedOnce], {
  audiences: records(renewalCard, { title: "Para quem é", summary: "{{fields.title}}", max: 12 }),
  risks: records(renewalCard, { title: "O que acontece se parar", summary: "{{fields.title}}", max: 12 }),
  includes: records(
    record("RenewalInclude", {
      name: line("Nome"),
      price: price(
        "Valor",
        "Em reais, só o número. Vazio quando é um item da pilha de valor: escolha-o abaixo.",
      ).optional(),
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
  labels: group("RenewalLabels", "Textos curtos em volta dos preços", {
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
  }),
  countdown: group(
    "RenewalCountdown",
    { title: "Contagem regressiva", description: '{time} vira, por exemplo, "2 dias e 5 horas".' },
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
  ),
})

export const renewalTestimonials = listFile(
  "Semana do Cliente: depoimentos",
  "testimonials",
  records(
    record("RenewalTestimonial", {
      id: id(),
      name: line("Nome"),
      value: price("Valor do contrato"),
      caption: paragraph("Legenda"),
      image: imagePath("renewal", "Imagem"),
      imageAlt: line("Descrição da imagem", "Para leitores de tela: o que a imagem mostra."),
    }),
    { title: "Depoimentos", singular: "depoimento", summary: "{{fields.name}} · {{fields.value}}" },
  ),
)
