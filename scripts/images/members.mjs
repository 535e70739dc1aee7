/**
 * Members-area screenshot (1600×1000): course platform with the phase list
 * (Fase 01 … Fase 07), the lesson video, progress bars and the next lessons.
 */
import {
  C,
  t,
  fit,
  svgDoc,
  background,
  browser,
  card,
  pill,
  icon,
  iconBadge,
  sparkle,
  avatar,
  progress,
  uid,
} from "./common.mjs"

export const MW = 1600
export const MH = 1000

const PHASES = [
  ["Fundamentos da IA", "12 aulas", 100],
  ["Engenharia de prompts", "14 aulas", 100],
  ["Automações sem código", "16 aulas", 100],
  ["Agentes no WhatsApp", "15 aulas", 60],
  ["Agentes com RAG", "13 aulas", 0],
  ["Agentes de voz", "11 aulas", 0],
  ["Vendendo seus projetos", "13 aulas", 0],
]
const NEXT = [
  ["4.4", "Memória do agente", "18 min"],
  ["4.5", "Áudio: ouvir e responder", "22 min"],
  ["4.6", "Agenda e e-mail", "26 min"],
  ["4.7", "Testes e publicação", "15 min"],
]

function sidebar(x, y, w, h) {
  const rows = PHASES.map(([title, lessons, pct], i) => {
    const ry = y + 118 + i * 92
    const now = pct > 0 && pct < 100
    const done = pct === 100
    return (
      `<rect x="${x + 16}" y="${ry}" width="${w - 32}" height="80" rx="14" fill="${now ? "rgba(139,92,246,0.14)" : "transparent"}" stroke="${now ? "rgba(139,92,246,0.45)" : "none"}"/>` +
      `<rect x="${x + 30}" y="${ry + 16}" width="48" height="48" rx="12" fill="${done ? "rgba(52,211,153,0.14)" : now ? "url(#g-accent-d)" : C.card2}"/>` +
      t(x + 54, ry + 46, String(i + 1).padStart(2, "0"), {
        size: 16,
        weight: 700,
        fill: done ? C.green : now ? "#fff" : C.dim,
        anchor: "middle",
      }) +
      t(x + 94, ry + 30, `Fase ${String(i + 1).padStart(2, "0")}`, {
        size: 12,
        weight: 600,
        fill: now ? "#c4b5fd" : C.dim,
        ls: 0.5,
      }) +
      t(x + 94, ry + 50, fit(title, w - 160, 15, 600), { size: 15, weight: 600, fill: pct || now ? C.white : C.grey }) +
      progress(x + 94, ry + 62, w - 190, pct, 5) +
      t(x + w - 30, ry + 68, done ? "100%" : now ? `${pct}%` : lessons, {
        size: 11,
        fill: done ? C.green : C.dim,
        anchor: "end",
      }) +
      (done
        ? icon("check", x + w - 40, ry + 30, 16, C.green, 2.4)
        : pct === 0
          ? `<rect x="${x + w - 47}" y="${ry + 26}" width="13" height="10" rx="2" fill="${C.dim}"/><path d="M${x + w - 44},${ry + 26} v-3 a3.5,3.5 0 0 1 7,0 v3" stroke="${C.dim}" stroke-width="1.6" fill="none"/>`
          : "")
    )
  }).join("")
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0b0b13"/><line x1="${x + w}" y1="${y}" x2="${x + w}" y2="${y + h}" stroke="${C.border}"/>` +
    t(x + 28, y + 44, "Sua jornada", { size: 18, weight: 700, fill: C.white }) +
    t(x + w - 28, y + 44, "56% concluído", { size: 13, weight: 600, fill: "#c4b5fd", anchor: "end" }) +
    progress(x + 28, y + 62, w - 56, 56, 8) +
    t(x + 28, y + 98, "7 fases · 94 aulas", { size: 12, fill: C.dim }) +
    rows
  )
}

function video(x, y, w, h) {
  const g = uid("vid")
  const nodes = [
    [0.16, 0.42, "Mensagem"],
    [0.42, 0.3, "Agente de IA"],
    [0.42, 0.56, "Agenda"],
    [0.68, 0.42, "Resposta"],
  ]
  const nodeSvg = nodes
    .map(([nx, ny, label]) => {
      const bx = x + w * nx,
        by = y + h * ny
      return (
        card(bx, by, 150, 46, {
          r: 12,
          fill: "#181826",
          stroke: label === "Agente de IA" ? "url(#g-accent-d)" : C.border2,
          sw: label === "Agente de IA" ? 2 : 1,
        }) + t(bx + 75, by + 28, label, { size: 14, weight: 600, fill: C.white, anchor: "middle" })
      )
    })
    .join("")
  const wire = (a, b) => {
    const [ax, ay] = [x + w * nodes[a][0] + 150, y + h * nodes[a][1] + 23]
    const [bx, by] = [x + w * nodes[b][0], y + h * nodes[b][1] + 23]
    return `<path d="M${ax},${ay} C${ax + 40},${ay} ${bx - 40},${by} ${bx},${by}" stroke="url(#g-accent)" stroke-width="2" fill="none" opacity="0.8"/>`
  }
  return (
    `<radialGradient id="${g}" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#231b45"/><stop offset="1" stop-color="#0b0b13"/></radialGradient>` +
    card(x, y, w, h, { r: 18, fill: `url(#${g})`, stroke: C.border2 }) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="url(#p-dots)"/>` +
    pill(x + 24, y + 22, "Aula 4.3", { size: 12, fill: "rgba(7,7,12,0.6)", color: "#ddd6fe" }) +
    wire(0, 1) +
    wire(0, 2) +
    wire(1, 3) +
    wire(2, 3) +
    nodeSvg +
    `<rect x="${x}" y="${y + h - 64}" width="${w}" height="64" fill="#07070c" opacity="0.7"/>` +
    `<path d="M${x + 26},${y + h - 42} l14,10 l-14,10z" fill="#fff"/>` +
    t(x + 58, y + h - 26, "12:48 / 24:10", { size: 13, fill: C.text }) +
    progress(x + 170, y + h - 35, w - 300, 53, 6) +
    `<circle cx="${x + 170 + (w - 300) * 0.53}" cy="${y + h - 32}" r="8" fill="#fff"/>` +
    icon("speaker", x + w - 104, y + h - 32, 20, C.text) +
    icon("layers", x + w - 68, y + h - 32, 20, C.text) +
    icon("expand", x + w - 32, y + h - 32, 18, C.text)
  )
}

function rightColumn(x, y, w) {
  const next = NEXT.map(([n, title, dur], i) => {
    const ry = y + 64 + i * 84
    return (
      `<rect x="${x + 16}" y="${ry}" width="96" height="62" rx="10" fill="${i === 0 ? "url(#g-accent-soft)" : C.card2}" stroke="${C.border}"/>` +
      `<path d="M${x + 58},${ry + 22} l12,9 l-12,9z" fill="${i === 0 ? "#fff" : C.dim}"/>` +
      t(x + 126, ry + 22, `Aula ${n}`, { size: 11, weight: 600, fill: i === 0 ? "#c4b5fd" : C.dim }) +
      t(x + 126, ry + 42, fit(title, w - 146, 14, 600), { size: 14, weight: 600, fill: C.white }) +
      t(x + 126, ry + 60, dur, { size: 12, fill: C.dim })
    )
  }).join("")
  return (
    card(x, y, w, 420, { r: 18 }) +
    t(x + 20, y + 40, "Próximas aulas", { size: 17, weight: 700, fill: C.white }) +
    next +
    card(x, y + 444, w, 320, { r: 18, stroke: "rgba(139,92,246,0.4)" }) +
    t(x + 20, y + 484, "Seu progresso", { size: 17, weight: 700, fill: C.white }) +
    [
      ["Aulas concluídas", "53 de 94", 56],
      ["Projetos entregues", "6 de 12", 50],
      ["Certificado", "Falta pouco", 56],
    ]
      .map(([label, value, pct], i) => {
        const ry = y + 520 + i * 70
        return (
          t(x + 20, ry + 16, label, { size: 13, fill: C.grey }) +
          t(x + w - 20, ry + 16, value, { size: 13, weight: 600, fill: C.white, anchor: "end" }) +
          progress(x + 20, ry + 30, w - 40, pct, 8)
        )
      })
      .join("")
  )
}

export function membersSvg() {
  const page = browser({
    x: 40,
    y: 36,
    w: MW - 80,
    h: MH - 72,
    url: "membros.formacaomagic.com.br/fase-04/aula-3",
    content: r => {
      const top =
        `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="64" fill="#0f0f18"/><line x1="${r.x}" y1="${r.y + 64}" x2="${r.x + r.w}" y2="${r.y + 64}" stroke="${C.border}"/>` +
        sparkle(r.x + 36, r.y + 32, 13) +
        t(r.x + 58, r.y + 39, "Formação Magic", { size: 18, weight: 700, fill: C.white }) +
        `<rect x="${r.x + r.w / 2 - 220}" y="${r.y + 14}" width="440" height="36" rx="18" fill="${C.card2}" stroke="${C.border}"/>` +
        icon("search", r.x + r.w / 2 - 196, r.y + 32, 16, C.dim) +
        t(r.x + r.w / 2 - 178, r.y + 37, "Buscar aulas, templates e fluxos", { size: 13, fill: C.dim }) +
        icon("bell", r.x + r.w - 150, r.y + 32, 20, C.grey) +
        `<circle cx="${r.x + r.w - 141}" cy="${r.y + 23}" r="4" fill="${C.cyan}"/>` +
        avatar(r.x + r.w - 100, r.y + 32, 17, "L") +
        t(r.x + r.w - 76, r.y + 37, "Lucas", { size: 14, weight: 600, fill: C.text })
      const sy = r.y + 64
      const mx = r.x + 384,
        vw = 740,
        vh = 416
      const b = sy + 24 + vh
      const rx = mx + vw + 24
      const main =
        video(mx, sy + 24, vw, vh) +
        t(mx, b + 45, "Fase 04 · Agentes no WhatsApp", { size: 13, weight: 600, fill: "#c4b5fd" }) +
        t(mx, b + 81, "Criando o James Faz Tudo", { size: 28, weight: 700, fill: C.white }) +
        ["Visão geral", "Materiais", "Comentários"]
          .map((tab, i) => {
            const tx = mx + i * 130
            return (
              t(tx, b + 133, tab, { size: 14, weight: 600, fill: i === 0 ? C.white : C.dim }) +
              (i === 0 ? `<rect x="${tx}" y="${b + 143}" width="82" height="3" rx="1.5" fill="url(#g-accent)"/>` : "")
            )
          })
          .join("") +
        `<line x1="${mx}" y1="${b + 147}" x2="${mx + vw}" y2="${b + 147}" stroke="${C.border}"/>` +
        t(mx, b + 183, "Monte o assistente que agenda, responde e vende pelo WhatsApp.", { size: 15, fill: C.grey }) +
        [
          ["Template do fluxo", "layers"],
          ["Prompt do James", "doc"],
          ["Checklist de testes", "check"],
        ]
          .map(([label, ic], i) => {
            const cx = mx + i * ((vw + 16) / 3)
            return (
              card(cx, b + 209, (vw - 32) / 3, 64, { r: 14 }) +
              iconBadge(cx + 34, b + 241, 18, ic, { fill: "rgba(139,92,246,0.18)", color: "#c4b5fd" }) +
              t(cx + 62, b + 237, fit(label, (vw - 32) / 3 - 80, 14, 600), { size: 14, weight: 600, fill: C.white }) +
              t(cx + 62, b + 255, "Download", { size: 12, fill: C.dim })
            )
          })
          .join("") +
        `<rect x="${mx + vw - 210}" y="${b + 57}" width="210" height="44" rx="12" fill="url(#g-accent)"/>` +
        t(mx + vw - 105, b + 85, "Concluir aula", { size: 15, weight: 700, fill: "#fff", anchor: "middle" })
      return top + sidebar(r.x, sy, 360, r.h - 64) + main + rightColumn(rx, sy + 24, r.x + r.w - 24 - rx)
    },
  })
  return svgDoc(
    MW,
    MH,
    background(MW, MH, [
      [0.1, 0.05, 0.45, "v"],
      [0.95, 0.95, 0.4, "c"],
    ]) + page,
  )
}
