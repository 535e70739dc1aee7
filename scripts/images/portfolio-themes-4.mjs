/**
 * Portfolio content blocks: clinic, real-estate.
 * Each content(r) draws inside r = { x, y, w, h } (about 956×530).
 */
import { C, t, fit, card, pill, icon, bubble, chatPanel, toast, button, uid } from "./common.mjs"

const DAYS = [
  ["Seg", "12"],
  ["Ter", "13"],
  ["Qua", "14"],
  ["Qui", "15"],
  ["Sex", "16"],
]
const APPTS = [
  [0, 8, 1, "Ana P.", "Limpeza", C.violet],
  [0, 10.5, 1, "Bruno S.", "Avaliação", C.cyan],
  [1, 9, 1.5, "Carla M.", "Clareamento", "#f472b6"],
  [1, 11.5, 1, "João V.", "Retorno", C.amber],
  [2, 8.5, 1, "Diego R.", "Retorno", C.amber],
  [2, 11, 1, "Elaine F.", "Canal", C.violet],
  [3, 9, 1, "Felipe A.", "Consulta", "new"],
  [3, 11.5, 1, "Gabi T.", "Limpeza", C.cyan],
  [4, 8, 1, "Hugo L.", "Avaliação", C.green],
  [4, 10, 1.5, "Íris N.", "Ortodontia", "#f472b6"],
]
const clinic = {
  title: "Agenda da Clínica",
  sub: "Agendamentos, confirmações e lembretes feitos pelo agente",
  url: "app.formacaomagic.com.br/clinica/agenda",
  status: ["32 consultas na semana", C.green],
  nav: "calendar",
  content: r => {
    const cw = 620
    const gx = r.x + 64,
      gw = cw - 64 - 16
    const colW = gw / 5
    const top = r.y + 78
    const hourH = (r.h - 78 - 16) / 5
    const hours = [8, 9, 10, 11, 12, 13]
    const grid =
      hours
        .map((hr, i) => {
          const y = top + i * hourH
          return (
            t(r.x + 18, y + 4, `${String(hr).padStart(2, "0")}:00`, { size: 11, fill: C.dim }) +
            `<line x1="${gx}" y1="${y}" x2="${gx + gw}" y2="${y}" stroke="#fff" stroke-opacity="0.06"/>`
          )
        })
        .join("") +
      DAYS.map(([d, n], i) => {
        const x = gx + i * colW
        const on = i === 3
        return (
          (i
            ? `<line x1="${x}" y1="${top}" x2="${x}" y2="${r.y + r.h - 16}" stroke="#fff" stroke-opacity="0.05"/>`
            : "") +
          (on
            ? `<rect x="${x + 4}" y="${r.y + 14}" width="${colW - 8}" height="52" rx="12" fill="rgba(139,92,246,0.14)"/>`
            : "") +
          t(x + colW / 2, r.y + 36, d, { size: 12, fill: on ? "#c4b5fd" : C.grey, anchor: "middle" }) +
          t(x + colW / 2, r.y + 58, n, { size: 18, weight: 700, fill: on ? C.white : C.text, anchor: "middle" })
        )
      }).join("")
    const blocks = APPTS.map(([d, start, dur, name, type, color]) => {
      const x = gx + d * colW + 4
      const y = top + (start - 8) * hourH + 3
      const h = dur * hourH - 6
      const fresh = color === "new"
      const c = fresh ? C.cyan : color
      return (
        `<rect x="${x}" y="${y}" width="${colW - 8}" height="${h}" rx="10" fill="${fresh ? "url(#g-accent-soft)" : c}" fill-opacity="${fresh ? 1 : 0.14}" stroke="${fresh ? "url(#g-accent-d)" : "none"}" stroke-width="2"/>` +
        `<rect x="${x + 6}" y="${y + 8}" width="3" height="${h - 16}" rx="1.5" fill="${c}"/>` +
        t(x + 16, y + 22, fit(name, colW - 32, 12, 600), { size: 12, weight: 600, fill: C.white }) +
        t(x + 16, y + 39, fit(fresh ? "Novo · IA" : type, colW - 30, 11), {
          size: 11,
          fill: fresh ? "#a5f3fc" : C.grey,
        })
      )
    }).join("")
    const px = r.x + cw + 22,
      pw = r.w - cw - 22
    return (
      card(r.x, r.y, cw, r.h, { r: 18 }) +
      grid +
      blocks +
      chatPanel({
        x: px,
        y: r.y,
        w: pw,
        h: r.h - 96,
        name: "Sorriso Clínica",
        status: "agente de agendamento",
        label: "S",
        size: 13,
        gap: 8,
        msgs: [
          { from: "user", text: "Oi! Tem horário quinta de manhã?", time: "08:14" },
          { from: "agent", text: "Tenho às 9h ou às 10h30 com a Dra. Lívia. Qual prefere?", time: "08:14" },
          { from: "user", text: "9h, por favor", time: "08:15" },
          { from: "agent", text: "Confirmado! Quinta, 15/05, às 9h. Te lembro um dia antes.", time: "08:15" },
        ],
      }) +
      toast({
        x: px,
        y: r.y + r.h - 78,
        w: pw,
        h: 78,
        title: "Consulta confirmada",
        sub: "Qui, 15/05 · 09:00",
        icon: "calendar",
        shadow: false,
        accent: true,
      })
    )
  },
}

/* ---------- real estate ---------- */
function tower(x, y, w, h) {
  const bx = x + w / 2 - 60
  const win = []
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 4; c++)
      win.push(
        `<rect x="${bx + 14 + c * 25}" y="${y + 48 + r * 24}" width="16" height="13" rx="2" fill="${(r + c) % 3 ? "#fde68a" : "#334155"}" opacity="${(r + c) % 3 ? 0.8 : 1}"/>`,
      )
  return (
    `<rect x="${bx}" y="${y + 30}" width="120" height="${h - 30}" rx="4" fill="#1e293b"/>` +
    win.join("") +
    `<rect x="${bx - 50}" y="${y + 110}" width="44" height="${h - 110}" rx="3" fill="#172033"/><rect x="${bx + 128}" y="${y + 90}" width="50" height="${h - 90}" rx="3" fill="#172033"/>`
  )
}
function house(x, y, w, h) {
  const cx = x + w / 2
  return (
    `<rect x="${cx - 80}" y="${y + h - 90}" width="160" height="90" fill="#f1f5f9"/><path d="M${cx - 96},${y + h - 88} L${cx},${y + h - 150} L${cx + 96},${y + h - 88}z" fill="#7c3aed"/>` +
    `<rect x="${cx - 16}" y="${y + h - 54}" width="32" height="54" rx="3" fill="#334155"/>` +
    [-56, 34]
      .map(d => `<rect x="${cx + d}" y="${y + h - 70}" width="24" height="22" rx="3" fill="#67e8f9"/>`)
      .join("") +
    `<circle cx="${cx + 130}" cy="${y + h - 34}" r="30" fill="#166534"/><rect x="${cx + 127}" y="${y + h - 10}" width="6" height="10" fill="#3f2a14"/>`
  )
}
const HOMES = [
  {
    art: tower,
    sky: ["#1e1b4b", "#7c3aed"],
    tag: "Novo",
    price: "R$ 780.000",
    title: "Apartamento 3 quartos",
    place: "Vila Mariana, São Paulo",
    feats: "3 qts · 2 vagas · 98 m²",
    match: "96% compatível",
  },
  {
    art: house,
    sky: ["#083344", "#22d3ee"],
    tag: "Aceita financiamento",
    price: "R$ 1.250.000",
    title: "Casa com quintal",
    place: "Alphaville, Barueri",
    feats: "4 qts · 3 vagas · 240 m²",
    match: "88% compatível",
  },
]
const realEstate = {
  title: "Corretor Virtual",
  sub: "Sugere imóveis pelo perfil e agenda visitas sozinho",
  url: "imobiliariaprime.com.br/imoveis",
  status: ["6 visitas esta semana", C.green],
  nav: "calendar",
  content: r => {
    const gap = 16,
      cw = 300
    const cards = HOMES.map((p, i) => {
      const x = r.x + i * (cw + gap)
      const g = uid("sky")
      const img =
        `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
        `<clipPath id="${g}c"><rect x="${x + 10}" y="${r.y + 10}" width="${cw - 20}" height="210" rx="12"/></clipPath>` +
        `<g clip-path="url(#${g}c)"><rect x="${x + 10}" y="${r.y + 10}" width="${cw - 20}" height="210" fill="url(#${g})"/>${p.art(x + 10, r.y + 20, cw - 20, 200)}<rect x="${x + 10}" y="${r.y + 206}" width="${cw - 20}" height="14" fill="#0f172a" opacity="0.6"/></g>`
      return (
        card(x, r.y, cw, r.h, { r: 18, stroke: i === 0 ? "rgba(139,92,246,0.45)" : C.border }) +
        img +
        pill(x + 22, r.y + 22, p.tag, { size: 11, fill: "rgba(7,7,12,0.72)", color: C.white }) +
        t(x + 20, r.y + 262, p.price, { size: 24, weight: 700, fill: C.white }) +
        t(x + 20, r.y + 290, fit(p.title, cw - 40, 15, 600), { size: 15, weight: 600, fill: C.text }) +
        icon("home", x + 28, r.y + 318, 14, C.dim) +
        t(x + 42, r.y + 323, fit(p.place, cw - 62, 13), { size: 13, fill: C.grey }) +
        `<line x1="${x + 20}" y1="${r.y + 346}" x2="${x + cw - 20}" y2="${r.y + 346}" stroke="${C.border}"/>` +
        t(x + 20, r.y + 376, p.feats, { size: 13, fill: C.text }) +
        pill(x + 20, r.y + 396, p.match, {
          size: 12,
          dot: i === 0 ? C.cyan : C.violet,
          fill: "rgba(139,92,246,0.12)",
          color: "#ddd6fe",
        }) +
        (i === 0
          ? button(x + 20, r.y + r.h - 66, cw - 40, 46, "Agendar visita")
          : `<rect x="${x + 20}" y="${r.y + r.h - 66}" width="${cw - 40}" height="46" rx="12" fill="none" stroke="${C.border2}"/>` +
            t(x + cw / 2, r.y + r.h - 38, "Ver detalhes", { size: 14, weight: 600, fill: C.text, anchor: "middle" }))
      )
    }).join("")
    const px = r.x + (cw + gap) * 2 + 6,
      pw = r.x + r.w - px
    const days = [
      ["Sex", "16"],
      ["Sáb", "17"],
      ["Dom", "18"],
    ]
    const slots = ["09:00", "10:30", "14:00", "15:30", "17:00", "18:30"]
    const dw = (pw - 40 - 16) / 3,
      sw = (pw - 40 - 10) / 2
    return (
      cards +
      card(px, r.y, pw, r.h, { r: 18 }) +
      icon("calendar", px + 30, r.y + 34, 20, "#c4b5fd") +
      t(px + 50, r.y + 40, "Agendar visita", { size: 17, weight: 700, fill: C.white }) +
      bubble(
        px + 16,
        r.y + 62,
        pw - 32,
        { from: "agent", text: "Separei 2 imóveis no seu perfil. Qual dia fica melhor?", time: "11:05" },
        13,
      ).svg +
      days
        .map(([d, n], i) => {
          const x = px + 20 + i * (dw + 8),
            on = i === 1
          return (
            `<rect x="${x}" y="${r.y + 160}" width="${dw}" height="62" rx="12" fill="${on ? "url(#g-accent-d)" : C.card2}" stroke="${on ? "none" : C.border}"/>` +
            t(x + dw / 2, r.y + 184, d, { size: 12, fill: on ? "#fff" : C.grey, anchor: "middle" }) +
            t(x + dw / 2, r.y + 208, n, { size: 18, weight: 700, fill: C.white, anchor: "middle" })
          )
        })
        .join("") +
      slots
        .map((s, i) => {
          const x = px + 20 + (i % 2) * (sw + 10),
            y = r.y + 240 + Math.floor(i / 2) * 48
          const on = i === 3,
            off = i === 5
          return (
            `<rect x="${x}" y="${y}" width="${sw}" height="38" rx="10" fill="${on ? "rgba(139,92,246,0.2)" : C.card2}" stroke="${on ? C.violet : C.border}"/>` +
            t(x + sw / 2, y + 24, s, {
              size: 14,
              weight: 600,
              fill: off ? C.dim : on ? "#ddd6fe" : C.text,
              anchor: "middle",
              opacity: off ? 0.5 : 1,
            })
          )
        })
        .join("") +
      toast({
        x: px + 12,
        y: r.y + r.h - 88,
        w: pw - 24,
        h: 74,
        title: "Visita confirmada",
        sub: "Sáb, 17/05 às 15:30",
        icon: "check",
        shadow: false,
        accent: true,
      })
    )
  },
}

export default { clinic, "real-estate": realEstate }
