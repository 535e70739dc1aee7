/**
 * Portfolio content blocks: james, rag, social, images.
 * Each content(r) draws inside r = { x, y, w, h } (about 956×530).
 */
import { C, t, fit, card, pill, pillW, icon, iconBadge, sparkle, chatPanel, toast, progress, uid } from "./common.mjs"

const james = {
  title: "James Faz Tudo",
  sub: "Seu assistente executivo com IA, direto no WhatsApp",
  url: "app.formacaomagic.com.br/james",
  status: ["Agente ativo", C.green],
  content: r => {
    const cw = 530
    const side = r.x + cw + 22
    const sw = r.w - cw - 22
    const agenda = [
      ["09:00", "Call com a equipe", "Confirmado", C.dim],
      ["15:00", "Reunião com Paula", "Novo", C.violet],
      ["18:30", "Enviar relatório", "Lembrete", C.cyan],
    ]
    return (
      chatPanel({
        x: r.x,
        y: r.y,
        w: cw,
        h: r.h,
        name: "James Faz Tudo",
        status: "online · responde em segundos",
        label: "J",
        tag: "IA",
        msgs: [
          { day: "Hoje" },
          { from: "user", text: "James, marca uma reunião com a Paula amanhã às 15h", time: "09:12" },
          { from: "agent", text: "Feito! Reunião marcada para amanhã às 15h e convite enviado.", time: "09:12" },
          { from: "user", audio: "0:18", time: "09:20" },
          {
            from: "agent",
            text: "Proposta enviada ao Rafael. Ele aprovou e o Pix de R$ 2.400 já caiu.",
            time: "09:21",
          },
          { from: "user", text: "Perfeito, obrigado!", time: "09:22" },
        ],
      }) +
      card(side, r.y, sw, 262, { r: 18 }) +
      icon("calendar", side + 30, r.y + 32, 20, "#c4b5fd") +
      t(side + 50, r.y + 38, "Agenda de amanhã", { size: 16, weight: 600, fill: C.white }) +
      agenda
        .map(([time, what, tag, color], i) => {
          const y = r.y + 66 + i * 62
          const on = tag === "Novo"
          return (
            `<rect x="${side + 16}" y="${y}" width="${sw - 32}" height="52" rx="12" fill="${on ? "rgba(139,92,246,0.12)" : C.card2}" stroke="${on ? "rgba(139,92,246,0.45)" : C.border}"/>` +
            `<rect x="${side + 16}" y="${y + 12}" width="3" height="28" rx="1.5" fill="${color}"/>` +
            t(side + 32, y + 32, time, { size: 14, weight: 600, fill: C.grey }) +
            t(side + 88, y + 32, fit(what, sw - 210, 14, 600), { size: 14, weight: 600, fill: C.white }) +
            pill(side + sw - 28, y + 14, tag, {
              size: 11,
              anchor: "end",
              fill: on ? "rgba(139,92,246,0.25)" : "rgba(255,255,255,0.06)",
              color: on ? "#ddd6fe" : C.grey,
            })
          )
        })
        .join("") +
      toast({
        x: side,
        y: r.y + 280,
        w: sw,
        title: "Venda confirmada",
        sub: "Proposta aceita · Rafael",
        right: "R$ 2.400",
        rightColor: C.green,
        icon: "pix",
        shadow: false,
      }) +
      toast({
        x: side,
        y: r.y + 370,
        w: sw,
        title: "E-mails respondidos",
        sub: "Caixa de entrada zerada",
        right: "12",
        icon: "chat",
        badge: "#2a2a40",
        shadow: false,
      }) +
      card(side, r.y + 460, sw, 70, { r: 18 }) +
      t(side + 20, r.y + 490, "Tarefas da semana", { size: 13, fill: C.grey }) +
      t(side + sw - 20, r.y + 490, "18 de 22", { size: 13, weight: 600, fill: C.white, anchor: "end" }) +
      progress(side + 20, r.y + 504, sw - 40, 82)
    )
  },
}

const DOCS = [
  ["Manual do colaborador.pdf", "48 páginas"],
  ["Política de trocas.pdf", "6 páginas"],
  ["Tabela de preços 2025.xlsx", "320 linhas"],
  ["FAQ de atendimento.docx", "92 perguntas"],
  ["Contrato padrão.pdf", "14 páginas"],
]
const rag = {
  title: "Cérebro da Empresa",
  sub: "Agente que responde com base nos documentos da empresa",
  url: "app.formacaomagic.com.br/base-de-conhecimento",
  status: ["5 fontes conectadas", C.cyan],
  nav: "layers",
  content: r => {
    const lw = 350
    return (
      card(r.x, r.y, lw, r.h, { r: 18 }) +
      t(r.x + 20, r.y + 36, "Base de conhecimento", { size: 16, weight: 600, fill: C.white }) +
      t(r.x + 20, r.y + 58, "Documentos indexados", { size: 12, fill: C.dim }) +
      DOCS.map(([name, meta], i) => {
        const y = r.y + 78 + i * 66
        return (
          `<rect x="${r.x + 14}" y="${y}" width="${lw - 28}" height="56" rx="12" fill="${C.card2}" stroke="${C.border}"/>` +
          `<rect x="${r.x + 26}" y="${y + 10}" width="36" height="36" rx="9" fill="rgba(139,92,246,0.16)"/>` +
          icon("doc", r.x + 44, y + 28, 19, "#c4b5fd") +
          t(r.x + 74, y + 25, fit(name, lw - 140, 13, 600), { size: 13, weight: 600, fill: C.white }) +
          t(r.x + 74, y + 43, meta, { size: 12, fill: C.dim }) +
          iconBadge(r.x + lw - 40, y + 28, 10, "check", { fill: "rgba(52,211,153,0.2)", color: C.green })
        )
      }).join("") +
      t(r.x + 20, r.y + r.h - 50, "1.284 trechos indexados", { size: 13, fill: C.grey }) +
      t(r.x + lw - 20, r.y + r.h - 50, "100%", { size: 13, weight: 600, fill: C.white, anchor: "end" }) +
      progress(r.x + 20, r.y + r.h - 36, lw - 40, 100) +
      chatPanel({
        x: r.x + lw + 22,
        y: r.y,
        w: r.w - lw - 22,
        h: r.h,
        name: "Cérebro da Empresa",
        status: "online · cita a fonte",
        label: "C",
        tag: "RAG",
        msgs: [
          { from: "user", text: "Qual o prazo para o cliente pedir troca?", time: "10:41" },
          {
            from: "agent",
            text: "Até 30 dias após o recebimento, com nota fiscal. Produtos com defeito têm 90 dias.",
            time: "10:41",
            chips: ["Política de trocas.pdf · p. 4"],
          },
          { from: "user", text: "E quem aprova reembolso acima de R$ 500?", time: "10:43" },
          {
            from: "agent",
            text: "O gerente financeiro, em até 2 dias úteis, pelo formulário interno.",
            time: "10:43",
            chips: ["Manual do colaborador.pdf · p. 12"],
          },
        ],
      })
    )
  },
}

const PLATFORMS = { IG: ["Instagram", C.violet], IN: ["LinkedIn", C.cyan], TT: ["TikTok", "#f472b6"] }
const WEEK = [
  [
    "Seg",
    "12",
    [
      ["IG", "Carrossel IA", "10:00"],
      ["IN", "Case real", "18:00"],
    ],
  ],
  ["Ter", "13", [["TT", "Bastidores", "12:00"]]],
  [
    "Qua",
    "14",
    [
      ["IG", "Antes e depois", "11:00"],
      ["TT", "Tutorial", "19:00"],
    ],
  ],
  ["Qui", "15", [["IN", "Artigo IA", "09:00"]]],
  [
    "Sex",
    "16",
    [
      ["IG", "Depoimento", "10:00"],
      ["IN", "Vaga aberta", "15:00"],
    ],
  ],
  ["Sáb", "17", [["TT", "Trend", "13:00"]]],
  ["Dom", "18", [["IG", "Enquete", "17:00"]]],
]
const social = {
  title: "Calendário de Conteúdo",
  sub: "Posts criados e agendados pelo agente de redes sociais",
  url: "app.formacaomagic.com.br/social",
  status: ["10 posts agendados", C.green],
  nav: "calendar",
  content: r => {
    const legend = Object.values(PLATFORMS)
    let lx = r.x
    const top =
      legend
        .map(([name, color]) => {
          const p = pill(lx, r.y, name, {
            size: 12,
            dot: color,
            fill: "rgba(255,255,255,0.05)",
            color: C.text,
            stroke: C.border,
          })
          lx += pillW(name, 12) + 12 + 10
          return p
        })
        .join("") +
      `<rect x="${r.x + r.w - 170}" y="${r.y - 4}" width="170" height="34" rx="17" fill="url(#g-accent)"/>` +
      sparkle(r.x + r.w - 146, r.y + 13, 8, "#fff") +
      t(r.x + r.w - 76, r.y + 18, "Gerar semana", { size: 13, weight: 700, fill: "#fff", anchor: "middle" })
    const gap = 10
    const cw = (r.w - gap * 6) / 7
    const y0 = r.y + 46
    const cols = WEEK.map(([day, num, posts], i) => {
      const x = r.x + i * (cw + gap)
      const today = i === 2
      return (
        card(x, y0, cw, r.h - 46, {
          r: 14,
          fill: today ? "#16142a" : C.card,
          stroke: today ? "rgba(139,92,246,0.4)" : C.border,
        }) +
        t(x + 14, y0 + 28, day, { size: 12, fill: C.grey }) +
        t(x + cw - 14, y0 + 30, num, {
          size: 20,
          weight: 700,
          fill: today ? "url(#g-accent)" : C.white,
          anchor: "end",
        }) +
        posts
          .map(([k, title, time], j) => {
            const [, color] = PLATFORMS[k]
            const py = y0 + 48 + j * 196
            const g = uid("th")
            return (
              `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="#14141f" stop-opacity="0.2"/></linearGradient>` +
              `<rect x="${x + 8}" y="${py}" width="${cw - 16}" height="180" rx="10" fill="${C.card2}" stroke="${C.border}"/>` +
              `<rect x="${x + 14}" y="${py + 6}" width="${cw - 28}" height="92" rx="8" fill="url(#${g})"/>` +
              sparkle(x + cw / 2, py + 52, 14, "rgba(255,255,255,0.55)") +
              `<rect x="${x + 14}" y="${py + 110}" width="8" height="8" rx="4" fill="${color}"/>` +
              t(x + 28, py + 118, PLATFORMS[k][0], { size: 11, fill: C.grey }) +
              t(x + 14, py + 142, fit(title, cw - 28, 12, 600), { size: 12, weight: 600, fill: C.white }) +
              t(x + 14, py + 164, time, { size: 11, fill: C.dim })
            )
          })
          .join("")
      )
    }).join("")
    return top + cols
  },
}

const TILES = [
  ["#f59e0b", "#7c2d12", "#fde68a"],
  ["#8b5cf6", "#1e1b4b", "#c4b5fd"],
  ["#22d3ee", "#083344", "#a5f3fc"],
  ["#f472b6", "#4a044e", "#fbcfe8"],
  ["#34d399", "#064e3b", "#a7f3d0"],
  ["#fb923c", "#431407", "#fed7aa"],
]
function art(x, y, w, h, [sky, ground, sun], i) {
  const g = uid("sky")
  const hill = (off, fill, op) =>
    `<path d="M${x},${y + h * off} C${x + w * 0.3},${y + h * (off - 0.18)} ${x + w * 0.55},${y + h * (off + 0.1)} ${x + w},${y + h * (off - 0.12)} V${y + h} H${x}Z" fill="${fill}" opacity="${op}"/>`
  return (
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${g})"/>` +
    `<circle cx="${x + w * (0.3 + 0.1 * (i % 3))}" cy="${y + h * 0.38}" r="${h * 0.16}" fill="${sun}" opacity="0.9"/>` +
    hill(0.7, ground, 0.7) +
    hill(0.86, "#07070c", 0.55)
  )
}
const images = {
  title: "Estúdio de Imagens IA",
  sub: "Gere fotos de produto e artes para posts em segundos",
  url: "app.formacaomagic.com.br/imagens",
  status: ["6 variações prontas", C.green],
  nav: "layers",
  content: r => {
    const promptH = 60
    const chips = ["1:1", "Ilustração", "Cores vibrantes", "6 variações"]
    let cx = r.x
    const chipRow = chips
      .map(c => {
        const p = pill(cx, r.y + promptH + 14, c, { size: 12, fill: C.card2, color: C.grey, stroke: C.border })
        cx += pillW(c, 12) + 8
        return p
      })
      .join("")
    const gy = r.y + promptH + 58
    const gap = 16
    const tw_ = (r.w - gap * 2) / 3
    const th = (r.y + r.h - gy - gap) / 2
    const grid = TILES.map((pal, i) => {
      const x = r.x + (i % 3) * (tw_ + gap)
      const y = gy + Math.floor(i / 3) * (th + gap)
      const sel = i === 1
      return (
        `<g>${card(x, y, tw_, th, { r: 14, fill: C.card })}` +
        `<clipPath id="tile${i}"><rect x="${x}" y="${y}" width="${tw_}" height="${th}" rx="14"/></clipPath><g clip-path="url(#tile${i})">${art(x, y, tw_, th, pal, i)}</g>` +
        (sel
          ? `<rect x="${x - 1}" y="${y - 1}" width="${tw_ + 2}" height="${th + 2}" rx="15" fill="none" stroke="url(#g-accent-d)" stroke-width="3"/>` +
            pill(x + 12, y + 12, "Selecionada", { size: 11, fill: "rgba(7,7,12,0.75)", color: "#fff" })
          : "") +
        pill(x + tw_ - 12, y + th - 34, `V${i + 1}`, {
          size: 11,
          anchor: "end",
          fill: "rgba(7,7,12,0.7)",
          color: C.text,
        }) +
        "</g>"
      )
    }).join("")
    return (
      card(r.x, r.y, r.w, promptH, { r: 16, fill: C.card, stroke: "rgba(139,92,246,0.45)" }) +
      sparkle(r.x + 30, r.y + 30, 11) +
      t(
        r.x + 52,
        r.y + 35,
        fit("Pôr do sol sobre montanhas, cores vibrantes, estilo ilustração para post", r.w - 220, 15),
        { size: 15, fill: C.text },
      ) +
      `<rect x="${r.x + r.w - 128}" y="${r.y + 12}" width="116" height="36" rx="12" fill="url(#g-accent)"/>` +
      t(r.x + r.w - 70, r.y + 35, "Gerar", { size: 14, weight: 700, fill: "#fff", anchor: "middle" }) +
      chipRow +
      grid
    )
  },
}

export default { james, rag, social, images }
