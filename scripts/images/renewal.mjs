/**
 * Renewal-page testimonials (800×800 PNG): "contract closed" notifications
 * with the client's approval message and the first payment.
 */
import { C, t, fit, wrap, tlines, svgDoc, background, card, iconBadge, bubble, toast, render } from "./common.mjs"
import { header } from "./testimonials.mjs"

const S = 800
const DEALS = [
  {
    id: "renewal-1",
    name: "Marcos",
    female: false,
    value: "R$ 4.500",
    what: "Agente de agendamento para uma clínica de fisioterapia",
    client: "Fisio Movimento",
    msg: "Fechado! Pode mandar o contrato que eu assino hoje.",
    time: "16:42",
    entry: { title: "Entrada confirmada", sub: "Pix · 50% do valor", right: "+R$ 2.250" },
  },
  {
    id: "renewal-2",
    name: "Juliana",
    female: true,
    value: "R$ 9.800",
    what: "Atendimento e recuperação de vendas para loja de cosméticos",
    client: "Bella Cosméticos",
    msg: "Amei a demonstração. Vamos começar na segunda!",
    time: "10:15",
    entry: { title: "Entrada confirmada", sub: "Pix · 50% do valor", right: "+R$ 4.900" },
  },
  {
    id: "renewal-3",
    name: "Rodrigo",
    female: false,
    value: "R$ 15.000",
    what: "James Faz Tudo para um escritório de contabilidade",
    client: "Alves Contabilidade",
    msg: "Proposta aprovada pela diretoria. Pode seguir!",
    time: "09:30",
    entry: { title: "Primeira parcela paga", sub: "Boleto compensado", right: "+R$ 5.000" },
  },
  {
    id: "renewal-4",
    name: "Camila",
    female: true,
    value: "R$ 32.000",
    what: "Pacote anual de agentes de voz para rede de imobiliárias",
    client: "Rede Lar Imóveis",
    msg: "Contrato anual assinado. Bem-vinda ao time!",
    time: "18:05",
    entry: { title: "Pagamento trimestral", sub: "Transferência recebida", right: "+R$ 8.000" },
  },
]

function deal(d) {
  const cx = S / 2
  const lines = wrap(d.what, S - 240, 17).slice(0, 2)
  const b = bubble(84, 0, S - 168, { from: "user", text: d.msg, time: d.time }, 16)
  const chatY = 512
  return (
    header(d.name, d.female ? "Aluna da Formação Magic" : "Aluno da Formação Magic", "Contrato fechado") +
    `<circle cx="${cx}" cy="260" r="300" fill="url(#g-glow-v)" opacity="0.7"/>` +
    card(60, 140, S - 120, 340, { r: 26, stroke: "rgba(139,92,246,0.45)", shadow: true }) +
    `<circle cx="${cx}" cy="226" r="58" fill="${C.violet}" opacity="0.35" filter="url(#f-glow)"/>` +
    iconBadge(cx, 226, 38, "check") +
    t(cx, 306, "Contrato fechado!", { size: 30, weight: 700, fill: C.white, anchor: "middle" }) +
    t(cx, 386, d.value, { size: 68, weight: 800, fill: "url(#g-accent)", anchor: "middle" }) +
    tlines(cx, lines.length > 1 ? 422 : 430, lines, { size: 17, fill: C.grey, anchor: "middle", lh: 24 }) +
    card(60, chatY - 12, S - 120, b.h + 64, { r: 20 }) +
    t(84, chatY + 18, fit(d.client, 400, 14, 600), { size: 14, weight: 600, fill: C.white }) +
    t(S - 84, chatY + 18, "WhatsApp", { size: 12, fill: C.green, anchor: "end" }) +
    `<g transform="translate(0 ${chatY + 34})">${b.svg}</g>` +
    toast({
      x: 60,
      y: chatY + b.h + 72,
      w: S - 120,
      h: 84,
      icon: "pix",
      rightSize: 18,
      rightColor: C.green,
      accent: true,
      ...d.entry,
    })
  )
}

export async function generateRenewal() {
  const results = []
  for (const d of DEALS) {
    const body =
      background(S, S, [
        [0.9, 0.05, 0.6, "v"],
        [0.05, 0.95, 0.55, "c"],
      ]) + deal(d)
    results.push(await render(svgDoc(S, S, body), `content/images/renewal/${d.id}.png`))
  }
  return results
}
