/**
 * Student result "prints" (800×800 PNG): payment-notification stacks and
 * sales dashboards showing each student's monthly result (first names only).
 */
import {
  C,
  t,
  fit,
  svgDoc,
  background,
  card,
  pill,
  avatar,
  toast,
  stat,
  lineChart,
  progress,
  render,
} from "./common.mjs"

const S = 800
const MONTHS = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"]
const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho"]

const STUDENTS = [
  {
    id: "ana",
    name: "Ana",
    female: true,
    month: 0,
    style: "pay",
    total: "R$ 7.000",
    sub: "2 contratos · clínicas de estética",
    toasts: [
      { icon: "pix", title: "Pix recebido", sub: "Clínica Bella Pele · agora", right: "+R$ 3.500" },
      { icon: "check", title: "Contrato assinado", sub: "Estética Renova · 14:32", right: "R$ 3.500" },
      { icon: "calendar", title: "Reunião agendada", sub: "Próximo cliente · amanhã, 10h", badge: "#2a2a40" },
    ],
  },
  {
    id: "bruno",
    name: "Bruno",
    month: 1,
    style: "dash",
    total: "R$ 12.500",
    delta: "+180% no mês",
    series: [1.2, 1.8, 2.4, 3.1, 4.5, 12.5],
    stats: [
      ["Clientes com agente", "5"],
      ["Ticket médio", "R$ 2.500"],
      ["Cancelamentos", "0"],
    ],
    toast: {
      icon: "check",
      title: "Novo contrato fechado",
      sub: "Cliente da agência · agente de leads",
      right: "+R$ 2.500",
    },
  },
  {
    id: "carla",
    name: "Carla",
    female: true,
    month: 2,
    style: "pay",
    total: "R$ 18.000",
    sub: "3 clínicas médicas · agentes de agendamento",
    toasts: [
      { icon: "pix", title: "Pix recebido", sub: "Clínica Vida Plena · agora", right: "+R$ 6.000" },
      { icon: "check", title: "Pagamento aprovado", sub: "Clínica São Lucas · 11:08", right: "R$ 6.000" },
      { icon: "check", title: "Contrato assinado", sub: "Clínica Bem-Estar · ontem", right: "R$ 6.000" },
    ],
  },
  {
    id: "diego",
    name: "Diego",
    month: 3,
    style: "dash",
    total: "R$ 27.000",
    delta: "+65% no mês",
    series: [4, 6.5, 9, 12, 16.4, 27],
    stats: [
      ["Contratos recorrentes", "6"],
      ["Ticket médio", "R$ 4.500"],
      ["Lojas atendidas", "6"],
    ],
    toast: { icon: "pix", title: "Mensalidade recebida", sub: "Loja Aurora · automação de vendas", right: "+R$ 4.500" },
  },
  {
    id: "elaine",
    name: "Elaine",
    female: true,
    month: 4,
    style: "pay",
    total: "R$ 41.000",
    sub: "Agência de IA · imobiliárias e delivery",
    toasts: [
      { icon: "pix", title: "Pix recebido", sub: "Imobiliária Prime · agora", right: "+R$ 15.000" },
      { icon: "check", title: "Pagamento aprovado", sub: "Rede Sabor Delivery · 09:40", right: "R$ 14.000" },
      { icon: "check", title: "Contrato assinado", sub: "Imobiliária Lar Novo · ontem", right: "R$ 12.000" },
    ],
  },
  {
    id: "felipe",
    name: "Felipe",
    month: 5,
    style: "dash",
    total: "R$ 68.000",
    delta: "+48% no mês",
    series: [12, 18, 25, 34, 46, 68],
    stats: [
      ["Contratos no mês", "6"],
      ["Ticket médio", "R$ 11.300"],
      ["Equipe", "4 pessoas"],
    ],
    toast: { icon: "check", title: "Contrato fechado", sub: "Rede de clínicas · agentes de voz", right: "+R$ 12.000" },
  },
]

/** Top row shared by the student and renewal prints: avatar, first name, role and a pill. */
export function header(name, role, label) {
  return (
    avatar(94, 84, 32, name[0]) +
    t(142, 78, name, { size: 26, weight: 700, fill: C.white }) +
    t(142, 104, role, { size: 15, fill: C.grey }) +
    pill(S - 60, 66, label, {
      size: 13,
      anchor: "end",
      fill: "rgba(255,255,255,0.05)",
      color: C.text,
      stroke: C.border,
      dot: C.green,
    })
  )
}

function pay(s) {
  const role = s.female ? "Aluna da Formação Magic" : "Aluno da Formação Magic"
  const y0 = 150
  return (
    header(s.name, role, `${MONTHS[s.month]} 2025`) +
    `<circle cx="${S / 2}" cy="${y0 + 120}" r="260" fill="url(#g-glow-v)" opacity="0.6"/>` +
    card(60, y0, S - 120, 262, { r: 24, stroke: "rgba(139,92,246,0.45)", shadow: true }) +
    t(96, y0 + 52, `Recebido em ${MONTH_NAMES[s.month]}`, { size: 17, fill: C.grey }) +
    pill(S - 96, y0 + 30, "Meta batida", { size: 12, anchor: "end", fill: "rgba(52,211,153,0.14)", color: "#86efac" }) +
    t(94, y0 + 142, s.total, { size: 76, weight: 800, fill: "url(#g-accent)" }) +
    t(96, y0 + 186, fit(s.sub, S - 200, 17), { size: 17, fill: C.text }) +
    progress(96, y0 + 214, S - 192, 100, 10) +
    s.toasts
      .map((n, i) =>
        toast({
          x: 60,
          y: 442 + i * 100,
          w: S - 120,
          h: 84,
          rightSize: 18,
          rightColor: n.right?.startsWith("+") ? C.green : C.white,
          ...n,
        }),
      )
      .join("")
  )
}

function dash(s) {
  const role = s.female ? "Aluna da Formação Magic" : "Aluno da Formação Magic"
  const labels = Array.from({ length: 6 }, (_, i) => MONTHS[(s.month - 5 + i + 12) % 12])
  const sw = (S - 120 - 32) / 3
  return (
    header(s.name, role, `${MONTHS[s.month]} 2025`) +
    card(60, 136, S - 120, 370, { r: 24, shadow: true }) +
    t(96, 184, "Faturamento com agentes de IA", { size: 17, fill: C.grey }) +
    t(94, 258, s.total, { size: 64, weight: 800, fill: C.white }) +
    pill(S - 96, 164, s.delta, { size: 13, anchor: "end", fill: "rgba(52,211,153,0.14)", color: "#86efac" }) +
    lineChart({ x: 100, y: 296, w: S - 200, h: 150, values: s.series, labels, labelSize: 13 }) +
    s.stats
      .map(([label, value], i) =>
        stat(60 + i * (sw + 16), 524, sw, 96, { label, value, valueSize: 24, accent: i === 1 }),
      )
      .join("") +
    toast({ x: 60, y: 640, w: S - 120, h: 84, rightSize: 18, rightColor: C.green, accent: true, ...s.toast })
  )
}

export async function generateTestimonials() {
  const results = []
  for (const s of STUDENTS) {
    const body =
      background(S, S, [
        [0.1, 0.05, 0.6, "v"],
        [0.95, 0.95, 0.55, "c"],
      ]) + (s.style === "pay" ? pay(s) : dash(s))
    results.push(await render(svgDoc(S, S, body), `content/images/testimonials/${s.id}.png`))
  }
  return results
}
