/**
 * Video posters (1280×720): demo-calls, renewal-hero, testimonial-video.
 * The middle of each poster stays calm because the site overlays a play button.
 */
import {
  C,
  FONT,
  t,
  tw,
  wrap,
  card,
  pill,
  icon,
  avatar,
  sparkle,
  phone,
  browser,
  stat,
  lineChart,
  progress,
  caption,
  centreClear,
  uid,
} from "./common.mjs"
import { W, H } from "./posters-1.mjs"

/* ---------- demo-calls: phone call UI with a waveform ---------- */
function waveform(x, y, w, n, hMax) {
  const g = uid("wv")
  const step = w / n
  const bars = Array.from({ length: n }, (_, i) => {
    const h = Math.max(
      6,
      hMax * Math.abs(Math.sin(i * 0.55) * Math.cos(i * 0.23 + 1)) * (0.55 + 0.45 * Math.sin(i * 1.9) ** 2),
    )
    return `<rect x="${x + i * step}" y="${y - h / 2}" width="${step * 0.55}" height="${h}" rx="${step * 0.27}" fill="url(#${g})"/>`
  }).join("")
  return `<linearGradient id="${g}" gradientUnits="userSpaceOnUse" x1="${x}" y1="0" x2="${x + w}" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>${bars}`
}
function callScreen(r) {
  const cx = r.x + r.w / 2
  const btn = (x, y, name, label) =>
    `<circle cx="${x}" cy="${y}" r="30" fill="${C.card2}" stroke="${C.border2}"/>` +
    icon(name, x, y, 22, C.text) +
    t(x, y + 52, label, { size: 12, fill: C.grey, anchor: "middle" })
  return (
    [98, 78]
      .map(
        (rr, i) =>
          `<circle cx="${cx}" cy="${r.y + 110}" r="${rr}" fill="none" stroke="${C.violet}" stroke-opacity="${0.15 + i * 0.15}" stroke-width="2"/>`,
      )
      .join("") +
    `<circle cx="${cx}" cy="${r.y + 110}" r="70" fill="${C.violet}" opacity="0.25" filter="url(#f-glow)"/>` +
    avatar(cx, r.y + 110, 58, "B") +
    t(cx, r.y + 236, "Bia · Agente de voz", { size: 22, weight: 700, fill: C.white, anchor: "middle" }) +
    t(cx, r.y + 262, "Prime Imóveis", { size: 14, fill: C.grey, anchor: "middle" }) +
    pill(cx - 44, r.y + 280, "02:14", { size: 13, dot: C.green, fill: "rgba(52,211,153,0.12)", color: "#86efac" }) +
    waveform(r.x + 24, r.y + 356, r.w - 48, 36, 64) +
    btn(cx - 92, r.y + 440, "mic", "Mudo") +
    btn(cx, r.y + 440, "grid", "Teclado") +
    btn(cx + 92, r.y + 440, "speaker", "Viva-voz")
  )
}
function calls() {
  const lines = [
    ["Agente", "Olá, Paulo! Aqui é a Bia, da Prime Imóveis. Tudo bem?"],
    ["Cliente", "Tudo! Vi o apartamento da Vila Mariana."],
    ["Agente", "Ótimo! Posso agendar uma visita no sábado às 10h?"],
  ]
  let y = 362
  const transcript = lines
    .map(([who, text]) => {
      const agent = who === "Agente"
      const wl = wrap(text, 290, 14)
      const out =
        t(100, y, who, { size: 12, weight: 700, fill: agent ? "#c4b5fd" : C.grey }) +
        wl.map((l, i) => t(100, y + 22 + i * 20, l, { size: 14, fill: C.text })).join("")
      y += 22 + wl.length * 20 + 18
      return out
    })
    .join("")
  return (
    caption(80, 84, {
      tag: "Demonstração",
      title: "Agente de voz",
      sub: "Liga, conversa e agenda como um atendente de verdade",
      w: 340,
    }) +
    card(80, 300, 340, 340, { r: 18, shadow: true }) +
    `<circle cx="104" cy="330" r="5" fill="${C.red}"/>` +
    t(118, 335, "Transcrição ao vivo", { size: 14, weight: 600, fill: C.white }) +
    t(400, 335, "Sentimento: positivo", { size: 12, fill: C.green, anchor: "end" }) +
    `<line x1="100" y1="350" x2="400" y2="350" stroke="${C.border}"/>` +
    transcript +
    pill(100, 586, "Visita agendada: sáb, 10h", {
      size: 12,
      dot: C.green,
      fill: "rgba(52,211,153,0.12)",
      color: "#86efac",
    }) +
    phone({
      x: 860,
      y: 28,
      w: 340,
      h: 664,
      bare: true,
      content: r =>
        callScreen(r) +
        `<circle cx="${r.x + r.w / 2}" cy="${r.y + r.h - 56}" r="32" fill="#ef4444"/>` +
        `<g transform="rotate(135 ${r.x + r.w / 2} ${r.y + r.h - 56})">${icon("phone", r.x + r.w / 2, r.y + r.h - 56, 24, "#fff")}</g>`,
    })
  )
}

/* ---------- renewal-hero: headline over a dashboard ---------- */
function renewalHero() {
  const phases = ["Fase 01", "Fase 02", "Fase 03", "Fase 04", "Fase 05", "Fase 06", "Fase 07"]
  const dash = browser({
    x: 110,
    y: 236,
    w: 1060,
    h: 560,
    url: "membros.formacaomagic.com.br/painel",
    content: r =>
      `<rect x="${r.x}" y="${r.y}" width="220" height="${r.h}" fill="#0b0b13"/>` +
      phases
        .map(
          (p, i) =>
            t(r.x + 28, r.y + 44 + i * 40, p, { size: 14, weight: 600, fill: i < 5 ? C.text : C.dim }) +
            progress(r.x + 110, r.y + 38 + i * 40, 84, i < 5 ? 100 : i === 5 ? 40 : 0, 6),
        )
        .join("") +
      stat(r.x + 250, r.y + 26, 240, 96, { label: "Agentes criados", value: "12" }) +
      stat(r.x + 510, r.y + 26, 240, 96, { label: "Automações ativas", value: "8", accent: true }) +
      stat(r.x + 770, r.y + 26, 260, 96, { label: "Templates salvos", value: "24" }) +
      card(r.x + 250, r.y + 142, 780, 300, { r: 16 }) +
      t(r.x + 272, r.y + 176, "Execuções dos seus agentes", { size: 15, weight: 600, fill: C.white }) +
      lineChart({
        x: r.x + 280,
        y: r.y + 200,
        w: 720,
        h: 200,
        values: [3, 5, 4, 7, 6, 9, 8, 12, 11, 15],
        gridLines: true,
      }),
  })
  const fade = uid("fade"),
    hl = uid("hl")
  const full = tw("Não perca o que você construiu", 58, 800) * 0.97,
    lead = tw("Não perca o que você ", 58, 800) * 0.97
  const x0 = W / 2 - full / 2
  return (
    `<g opacity="0.55">${dash}</g>` +
    `<linearGradient id="${fade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.95"/></linearGradient>` +
    `<rect x="0" y="420" width="${W}" height="300" fill="url(#${fade})"/>` +
    centreClear(W, H, 250) +
    pill(W / 2 - 86, 44, "Semana do Cliente", {
      size: 13,
      dot: C.cyan,
      fill: "rgba(139,92,246,0.16)",
      color: "#ddd6fe",
      stroke: "rgba(139,92,246,0.4)",
    }) +
    `<linearGradient id="${hl}" gradientUnits="userSpaceOnUse" x1="${x0 + lead}" y1="0" x2="${x0 + full}" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>` +
    `<text x="${W / 2}" y="142" font-family="${FONT}" font-size="58" font-weight="800" fill="#fff" text-anchor="middle">Não perca o que você <tspan fill="url(#${hl})">construiu</tspan></text>` +
    t(W / 2, 188, "Seus agentes, fluxos e templates continuam com você", { size: 20, fill: C.grey, anchor: "middle" })
  )
}

/* ---------- testimonial-video: student on a video call ---------- */
function silhouette(cx, cy, s, id) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2650"/><stop offset="1" stop-color="#14121f"/></linearGradient>` +
    `<path d="M${cx - 210 * s},${cy + 400 * s} C${cx - 210 * s},${cy + 200 * s} ${cx - 150 * s},${cy + 150 * s} ${cx - 50 * s},${cy + 130 * s} L${cx - 40 * s},${cy + 80 * s} L${cx + 40 * s},${cy + 80 * s} L${cx + 50 * s},${cy + 130 * s} C${cx + 150 * s},${cy + 150 * s} ${cx + 210 * s},${cy + 200 * s} ${cx + 210 * s},${cy + 400 * s}Z" fill="url(#${id})" stroke="url(#g-accent-d)" stroke-opacity="0.5" stroke-width="${3 * s}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${95 * s}" fill="url(#${id})" stroke="url(#g-accent-d)" stroke-opacity="0.6" stroke-width="${3 * s}"/>`
  )
}
function testimonialVideo() {
  const wall = uid("wall")
  const room =
    `<linearGradient id="${wall}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1733"/><stop offset="1" stop-color="#0a0a12"/></linearGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#${wall})"/>` +
    `<rect x="90" y="90" width="220" height="260" rx="8" fill="#22d3ee" opacity="0.07"/><line x1="200" y1="90" x2="200" y2="350" stroke="#07070c" stroke-opacity="0.5" stroke-width="6"/>` +
    `<rect x="560" y="230" width="240" height="10" rx="3" fill="#2a2440"/>` +
    [
      [572, 26, "#8b5cf6"],
      [602, 30, "#22d3ee"],
      [636, 24, "#f472b6"],
      [664, 28, "#6366f1"],
    ]
      .map(([x, w, c]) => `<rect x="${x}" y="${232 - 64}" width="${w}" height="62" rx="3" fill="${c}" opacity="0.35"/>`)
      .join("") +
    [
      [1000, 120, 60, C.violet],
      [1140, 260, 40, C.cyan],
      [880, 90, 30, "#f472b6"],
    ]
      .map(([x, y, r, c]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="0.16" filter="url(#f-glow)"/>`)
      .join("") +
    `<ellipse cx="120" cy="560" rx="70" ry="110" fill="#14532d" opacity="0.55"/><rect x="90" y="620" width="60" height="100" rx="8" fill="#2a2440"/>`
  const bar =
    card(W / 2 - 170, H - 84, 340, 60, { r: 30, fill: "rgba(20,20,31,0.92)", stroke: C.border2 }) +
    ["mic", "video", "chat", "share"].map((n, i) => icon(n, W / 2 - 130 + i * 62, H - 54, 22, C.text)).join("") +
    `<rect x="${W / 2 + 104}" y="${H - 72}" width="52" height="36" rx="18" fill="#ef4444"/>` +
    `<g transform="rotate(135 ${W / 2 + 130} ${H - 54})">${icon("phone", W / 2 + 130, H - 54, 18, "#fff")}</g>`
  const quote = wrap("Em 4 meses saí dos projetos avulsos para R$ 27 mil/mês.", 330, 22, 600)
  return (
    room +
    `<circle cx="400" cy="380" r="330" fill="url(#g-glow-v)"/>` +
    silhouette(400, 330, 1, uid("sil")) +
    `<rect x="0" y="0" width="${W}" height="${H}" fill="none" stroke="${C.border2}"/>` +
    pill(24, 22, "REC 12:48", { size: 13, dot: C.red, fill: "rgba(7,7,12,0.7)", color: C.white }) +
    pill(W - 24, 22, "Entrevista com aluno", { size: 13, anchor: "end", fill: "rgba(7,7,12,0.7)", color: C.text }) +
    card(24, H - 104, 250, 76, { r: 16, fill: "rgba(13,13,22,0.85)", stroke: C.border2 }) +
    icon("mic", 52, H - 66, 18, C.green) +
    t(74, H - 72, "Diego", { size: 17, weight: 700, fill: C.white }) +
    t(74, H - 50, "Aluno da Formação Magic", { size: 13, fill: C.grey }) +
    card(860, 110, 380, 76 + quote.length * 30, {
      r: 20,
      fill: "rgba(20,20,31,0.9)",
      stroke: "rgba(139,92,246,0.45)",
      shadow: true,
    }) +
    sparkle(894, 146, 14) +
    t(918, 152, "Resultado: R$ 27.000/mês", { size: 14, weight: 600, fill: "#c4b5fd" }) +
    quote.map((l, i) => t(886, 196 + i * 30, l, { size: 22, weight: 600, fill: C.white })).join("") +
    card(W - 244, H - 250, 220, 140, { r: 16, fill: "#15131f", stroke: C.border2 }) +
    `<g clip-path="url(#selfclip)">${silhouette(W - 134, H - 196, 0.32, uid("sil"))}</g><clipPath id="selfclip"><rect x="${W - 244}" y="${H - 250}" width="220" height="140" rx="16"/></clipPath>` +
    pill(W - 232, H - 140, "Você", { size: 11, fill: "rgba(7,7,12,0.7)", color: C.text }) +
    bar
  )
}

export default { "demo-calls": calls, "renewal-hero": renewalHero, "testimonial-video": testimonialVideo }
