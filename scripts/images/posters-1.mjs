/**
 * Video posters (1280×720): hero (flow editor), demo-commercial, demo-scheduling.
 * The middle of each poster stays calm because the site overlays a play button.
 */
import {
  C,
  t,
  fit,
  card,
  icon,
  sparkle,
  chat,
  clip,
  phone,
  toast,
  stat,
  barChart,
  caption,
  centreClear,
  button,
} from "./common.mjs"

export const W = 1280
export const H = 720

/** Phone with a chat that sticks to the bottom of the screen when it overflows. */
export function phoneChat({ x, y, w, h, name, status, label, msgs, size = 14 }) {
  return phone({
    x,
    y,
    w,
    h,
    name,
    status,
    label,
    content: r => {
      // Oldest messages scroll away whole, so no bubble is ever cut in half.
      let shown = msgs
      let c = chat(r.x, 0, r.w, shown, { size, gap: 10 })
      while (c.h > r.h - 10 && shown.length > 1) c = chat(r.x, 0, r.w, (shown = shown.slice(1)), { size, gap: 10 })
      const dy = c.h > r.h - 10 ? r.y + r.h - 4 - c.h : r.y + 8
      return clip(r.x - 14, r.y - 4, r.w + 28, r.h + 4, 0, `<g transform="translate(0 ${dy})">${c.svg}</g>`)
    },
  })
}

/* ---------- hero: agent flow in a visual editor ---------- */
const NW = 250,
  NH = 80
const NODES = [
  [56, 140, "chat", "Nova mensagem", "Gatilho · WhatsApp"],
  [380, 104, "clock", "Acumulador", "Aguarda 10s"],
  [700, 104, "bolt", "Agente de IA", "Vendedor humanizado", true],
  [974, 262, "calendar", "Consultar agenda", "Horários livres"],
  [974, 432, "pix", "Link de pagamento", "Pix ou cartão"],
  [700, 566, "send", "Responder cliente", "Texto e áudio"],
  [380, 566, "layers", "Salvar no CRM", "Lead atualizado"],
  [56, 432, "bell", "Avisar a equipe", "Venda fechada"],
]
const port = (i, side) => {
  const [x, y] = NODES[i]
  return {
    r: [x + NW, y + NH / 2, 1, 0],
    l: [x, y + NH / 2, -1, 0],
    t: [x + NW / 2, y, 0, -1],
    b: [x + NW / 2, y + NH, 0, 1],
  }[side]
}
const LINKS = [
  [0, "r", 1, "l"],
  [1, "r", 2, "l"],
  [2, "r", 3, "t"],
  [3, "b", 4, "t"],
  [4, "l", 5, "t"],
  [5, "l", 6, "r"],
  [6, "l", 7, "b"],
]
function link([a, sa, b, sb], k) {
  const [x1, y1, dx1, dy1] = port(a, sa)
  const [x2, y2, dx2, dy2] = port(b, sb)
  const d = `M${x1},${y1} C${x1 + dx1 * 70},${y1 + dy1 * 70} ${x2 + dx2 * 70},${y2 + dy2 * 70} ${x2},${y2}`
  const live = k < 3
  return (
    `<path d="${d}" fill="none" stroke="${live ? "url(#g-accent-d)" : "#3a3a55"}" stroke-width="${live ? 2.5 : 2}"/>` +
    `<circle cx="${x1}" cy="${y1}" r="5" fill="${C.bg2}" stroke="${live ? C.cyan : "#55557a"}" stroke-width="2"/>` +
    `<circle cx="${x2}" cy="${y2}" r="5" fill="${C.bg2}" stroke="${live ? C.violet : "#55557a"}" stroke-width="2"/>`
  )
}
function node([x, y, ic, title, sub, accent], i) {
  const done = i < 3
  return (
    (accent
      ? `<rect x="${x - 10}" y="${y - 10}" width="${NW + 20}" height="${NH + 20}" rx="24" fill="${C.violet}" opacity="0.35" filter="url(#f-glow)"/>`
      : "") +
    card(x, y, NW, NH, {
      r: 16,
      fill: C.card,
      stroke: accent ? "url(#g-accent-d)" : C.border2,
      sw: accent ? 2 : 1,
      shadow: true,
    }) +
    `<rect x="${x + 16}" y="${y + 18}" width="44" height="44" rx="12" fill="${accent ? "url(#g-accent-d)" : "rgba(139,92,246,0.16)"}"/>` +
    icon(ic, x + 38, y + 40, 22, accent ? "#fff" : "#c4b5fd") +
    t(x + 74, y + 37, fit(title, NW - (done ? 112 : 90), 15, 600), { size: 15, weight: 600, fill: C.white }) +
    t(x + 74, y + 57, fit(sub, NW - 90, 12), { size: 12, fill: C.grey }) +
    (done
      ? `<circle cx="${x + NW - 20}" cy="${y + 20}" r="9" fill="rgba(52,211,153,0.2)"/>${icon("check", x + NW - 20, y + 20, 12, C.green, 2.4)}`
      : "")
  )
}
function hero() {
  const toolbar =
    `<rect width="${W}" height="58" fill="#0b0b13"/><line x1="0" y1="58" x2="${W}" y2="58" stroke="${C.border}"/>` +
    `<rect x="22" y="11" width="36" height="36" rx="10" fill="#191927" stroke="${C.border2}"/>` +
    sparkle(40, 29, 12) +
    t(74, 35, "Editor de fluxos", { size: 16, weight: 600, fill: C.white }) +
    t(212, 35, "/  Agente comercial", { size: 15, fill: C.grey }) +
    `<rect x="${W - 262}" y="12" width="104" height="34" rx="10" fill="none" stroke="${C.border2}"/>` +
    t(W - 210, 34, "Testar", { size: 14, weight: 600, fill: C.text, anchor: "middle" }) +
    button(W - 144, 12, 122, 34, "Publicar")
  const zoom =
    card(22, H - 60, 150, 40, { r: 12, fill: C.card }) +
    t(44, H - 34, "−", { size: 18, fill: C.grey, anchor: "middle" }) +
    t(97, H - 35, "100%", { size: 13, weight: 600, fill: C.text, anchor: "middle" }) +
    t(150, H - 34, "+", { size: 18, fill: C.grey, anchor: "middle" })
  const cursor = `<path d="M1106,372 l0,26 l7,-7 l5,11 l5,-2 l-5,-11 l10,0z" fill="#fff" stroke="#0b0b13" stroke-width="1.5"/>`
  return (
    LINKS.map(link).join("") +
    centreClear(W, H, 230) +
    NODES.map(node).join("") +
    toolbar +
    zoom +
    cursor +
    toast({
      x: 974,
      y: 590,
      w: 250,
      h: 70,
      title: "Teste concluído",
      sub: "8 etapas · 2,4s",
      icon: "check",
      shadow: true,
    })
  )
}

/* ---------- demo-commercial: sales agent chat ---------- */
function commercial() {
  const sw = 160
  return (
    caption(80, 84, {
      tag: "Demonstração",
      title: "Agente comercial",
      sub: "Qualifica, negocia e envia o link de pagamento sozinho",
      w: 340,
    }) +
    stat(80, 300, sw, 96, { label: "Vendas hoje", value: "R$ 4.970", valueSize: 22, accent: true }) +
    stat(80 + sw + 16, 300, sw, 96, { label: "Conversão", value: "23%", valueSize: 22, delta: "+6%" }) +
    toast({
      x: 80,
      y: 414,
      w: 336,
      h: 78,
      title: "Venda fechada",
      sub: "Curso completo · via IA",
      right: "+R$ 497",
      rightColor: C.green,
      icon: "pix",
    }) +
    card(80, 510, 336, 150, { r: 16 }) +
    t(100, 540, "Leads atendidos por hora", { size: 13, fill: C.grey }) +
    barChart({ x: 100, y: 556, w: 296, h: 74, values: [4, 6, 5, 9, 7, 12, 10, 14], highlight: 7, gap: 0.35 }) +
    phoneChat({
      x: 860,
      y: 28,
      w: 340,
      h: 664,
      name: "Aurora Cursos",
      status: "online · agente de vendas",
      label: "A",
      msgs: [
        { from: "user", text: "Oi! Quanto custa o curso de maquiagem?", time: "10:02" },
        { from: "agent", text: "Oi, Marina! O curso completo sai por R$ 497 ou 12x de R$ 49,70.", time: "10:02" },
        { from: "agent", text: "Inclui certificado e acesso por 1 ano. Quer o link com 10% OFF?", time: "10:02" },
        { from: "user", text: "Quero!", time: "10:04" },
        { from: "agent", text: "Prontinho! Pague por Pix ou cartão: aurora.com/pagar", time: "10:04" },
      ],
    })
  )
}

/* ---------- demo-scheduling: calendar with the agent booking ---------- */
function scheduling() {
  const cx = 860,
    cw = 340,
    cy = 262
  const cell = (cw - 40) / 7
  const busy = [5, 6, 8, 12, 13, 19, 20, 22, 27]
  const days = Array.from({ length: 31 }, (_, i) => {
    const d = i + 1
    const pos = i + 4
    const x = cx + 20 + (pos % 7) * cell + cell / 2
    const y = cy + 100 + Math.floor(pos / 7) * 34
    const sel = d === 15
    return (
      (sel ? `<circle cx="${x}" cy="${y - 5}" r="15" fill="url(#g-accent-d)"/>` : "") +
      t(x, y, String(d), {
        size: 13,
        weight: sel ? 700 : 400,
        fill: sel ? "#fff" : d < 9 ? C.dim : C.text,
        anchor: "middle",
      }) +
      (busy.includes(d) ? `<circle cx="${x}" cy="${y + 8}" r="2" fill="${C.violet}"/>` : "")
    )
  }).join("")
  return (
    phoneChat({
      x: 80,
      y: 28,
      w: 340,
      h: 664,
      name: "Clínica Sorriso",
      status: "online · agendamentos",
      label: "S",
      msgs: [
        { day: "Hoje" },
        { from: "user", text: "Oi! Queria marcar uma limpeza", time: "08:12" },
        { from: "agent", text: "Claro! Tenho quinta às 9h ou sexta às 14h. Qual prefere?", time: "08:12" },
        { from: "user", text: "Quinta às 9h", time: "08:13" },
        {
          from: "agent",
          text: "Agendado! Quinta, 15/05, às 9h com a Dra. Lívia. Te lembro na véspera.",
          time: "08:13",
        },
        { from: "user", text: "Perfeito, obrigada!", time: "08:14" },
      ],
    }) +
    caption(cx, 60, {
      tag: "Demonstração",
      title: "Agente de agendamento",
      sub: "Consulta a agenda e marca sem conflitos",
      w: 340,
    }) +
    card(cx, cy, cw, 292, { r: 18, shadow: true }) +
    icon("calendar", cx + 30, cy + 32, 20, "#c4b5fd") +
    t(cx + 50, cy + 38, "Maio 2025", { size: 16, weight: 600, fill: C.white }) +
    t(cx + cw - 20, cy + 38, "‹  ›", { size: 16, fill: C.grey, anchor: "end" }) +
    ["D", "S", "T", "Q", "Q", "S", "S"]
      .map((d, i) =>
        t(cx + 20 + i * cell + cell / 2, cy + 70, d, { size: 12, weight: 600, fill: C.dim, anchor: "middle" }),
      )
      .join("") +
    days +
    toast({
      x: cx,
      y: 574,
      w: cw,
      h: 78,
      title: "Consulta agendada",
      sub: "Qui, 15/05 · 09:00",
      icon: "calendar",
      accent: true,
    })
  )
}

export default { hero, "demo-commercial": commercial, "demo-scheduling": scheduling }
