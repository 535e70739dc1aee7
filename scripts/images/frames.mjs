/**
 * Chat bubbles plus the phone and browser-window frames used by the mock-ups.
 */
import { C, t, tw, wrap, tlines, fit, rpath, clip, card, pill, pillW, avatar, icon, iconBadge } from "./base.mjs"

/* ---------- chat ---------- */
const waveBars = (x, y, n, h, color) =>
  Array.from({ length: n }, (_, i) => {
    const bh = Math.max(3, h * (0.3 + 0.7 * Math.abs(Math.sin(i * 1.7) * Math.cos(i * 0.6))))
    return `<rect x="${x + i * 5}" y="${y - bh / 2}" width="3" height="${bh}" rx="1.5" fill="${color}"/>`
  }).join("")

/** One bubble in a column [x, x+w]. msg: {from: "user"|"agent", text, time, audio, typing}. Returns {svg, h}. */
export function bubble(x, y, w, msg, size = 15) {
  const agent = msg.from === "agent"
  const pad = Math.round(size * 0.8)
  const lh = Math.round(size * 1.38)
  const maxW = Math.round(w * 0.8)
  let inner = ""
  let bw
  let bh
  if (msg.typing) {
    bw = 64
    bh = 38
  } else if (msg.audio) {
    bw = Math.min(maxW, 250)
    bh = 58
  } else {
    const lines = wrap(msg.text, maxW - pad * 2, size)
    const timeW = msg.time ? tw(msg.time, 11) + (agent ? 22 : 8) : 0
    const last = tw(lines[lines.length - 1], size)
    const widest = Math.max(...lines.map(l => tw(l, size)))
    bw = Math.min(maxW, Math.max(widest, last + timeW) + pad * 2)
    bh = pad * 1.5 + lines.length * lh + (msg.time ? 10 : 0)
    inner = tlines(pad, pad + size * 0.95, lines, { size, lh, fill: agent ? "#f1edff" : C.text })
  }
  const bx = agent ? x + w - bw : x
  const shape = `<path d="${rpath(0, 0, bw, bh, agent ? [16, 4, 16, 16] : [4, 16, 16, 16])}" fill="${agent ? C.agent : C.user}" stroke="${agent ? "rgba(139,92,246,0.35)" : C.border}"/>`
  if (msg.typing)
    inner = [0, 1, 2]
      .map(i => `<circle cx="${20 + i * 12}" cy="19" r="4" fill="${C.grey}" opacity="${0.4 + i * 0.25}"/>`)
      .join("")
  if (msg.audio) {
    inner =
      `<circle cx="${pad + 14}" cy="29" r="15" fill="url(#g-accent-d)"/><path d="M${pad + 10},22 L${pad + 20},29 L${pad + 10},36Z" fill="#fff"/>` +
      waveBars(pad + 40, 24, Math.floor((bw - pad * 2 - 46) / 5), 20, agent ? "#b9a6ff" : C.grey) +
      t(pad + 40, bh - 9, msg.audio, { size: 11, fill: C.grey })
  }
  let time = ""
  if (msg.time && !msg.typing) {
    const tx = bw - pad - (agent ? 16 : 0)
    time = t(tx, bh - 9, msg.time, { size: 11, fill: C.dim, anchor: "end" })
    if (agent)
      time += `<path d="M${bw - pad - 12},${bh - 13} l3,3 l5,-6 M${bw - pad - 7},${bh - 13} l3,3 l5,-6" stroke="${C.cyan}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`
  }
  return { svg: `<g transform="translate(${bx} ${y})">${shape}${inner}${time}</g>`, h: bh }
}
export function chat(x, y, w, msgs, o = {}) {
  const { gap = 10, size = 15 } = o
  let cy = y
  const parts = msgs.map(m => {
    if (m.day) {
      const p = pill(x + w / 2 - pillW(m.day, 11) / 2, cy, m.day, { size: 11, fill: C.card2, color: C.grey })
      cy += 22 + gap
      return p
    }
    const b = bubble(x, cy, w, m, size)
    cy += b.h + gap
    if (!m.chips) return b.svg
    let cx = m.from === "agent" ? x + w : x
    const chips = m.chips
      .map(c => {
        const p = pill(cx, cy - 4, c, {
          size: 11,
          fill: "rgba(34,211,238,0.1)",
          color: "#8be9f8",
          stroke: "rgba(34,211,238,0.25)",
          anchor: m.from === "agent" ? "end" : "start",
        })
        cx += (m.from === "agent" ? -1 : 1) * (pillW(c, 11) + 8)
        return p
      })
      .join("")
    cy += 24
    return b.svg + chips
  })
  return { svg: parts.join(""), h: cy - y }
}

/* ---------- frames ---------- */
/** Phone with a WhatsApp-style header; content(rect) fills the chat area. bare: just the screen. */
export function phone({ x, y, w, h, name, status = "online", label, content, bare = false }) {
  const sx = x + 10,
    sy = y + 10,
    sw = w - 20,
    sh = h - 20
  const head = sy + 50
  const body = { x: sx + 14, y: head + 66, w: sw - 28, h: sh - 50 - 66 - 104 }
  if (bare) {
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="#0a0a11" stroke="#2c2c3f" stroke-width="2" filter="url(#f-shadow)"/>` +
      clip(
        sx,
        sy,
        sw,
        sh,
        37,
        `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${C.bg2}"/>` +
          t(sx + 30, sy + 32, "9:41", { size: 14, weight: 600, fill: C.white }) +
          content({ x: sx, y: sy + 50, w: sw, h: sh - 50 }) +
          `<rect x="${sx + sw / 2 - 60}" y="${sy + sh - 20}" width="120" height="5" rx="2.5" fill="#fff" opacity="0.5"/>`,
      ) +
      `<rect x="${x + w / 2 - 48}" y="${y + 22}" width="96" height="26" rx="13" fill="#000"/>`
    )
  }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="#0a0a11" stroke="#2c2c3f" stroke-width="2" filter="url(#f-shadow)"/>` +
    clip(
      sx,
      sy,
      sw,
      sh,
      37,
      `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${C.bg2}"/>` +
        t(sx + 30, sy + 32, "9:41", { size: 14, weight: 600, fill: C.white }) +
        [0, 1, 2, 3]
          .map(
            i =>
              `<rect x="${sx + sw - 58 + i * 6}" y="${sy + 30 - 4 - i * 2.5}" width="4" height="${4 + i * 2.5}" rx="1" fill="#fff"/>`,
          )
          .join("") +
        `<rect x="${sx + sw - 30}" y="${sy + 20}" width="20" height="11" rx="3" fill="none" stroke="#fff" stroke-opacity="0.6"/><rect x="${sx + sw - 28}" y="${sy + 22}" width="13" height="7" rx="1.5" fill="#fff"/>` +
        `<rect x="${sx}" y="${head}" width="${sw}" height="62" fill="${C.card}"/><line x1="${sx}" y1="${head + 62}" x2="${sx + sw}" y2="${head + 62}" stroke="${C.border}"/>` +
        `<path d="M${sx + 24},${head + 23} l-7,8 l7,8" stroke="${C.grey}" stroke-width="2" fill="none" stroke-linecap="round"/>` +
        avatar(sx + 54, head + 31, 19, label ?? name[0]) +
        t(sx + 82, head + 28, fit(name, sw - 140, 16, 600), { size: 16, weight: 600, fill: C.white }) +
        t(sx + 82, head + 47, status, { size: 12, fill: C.green }) +
        icon("phone", sx + sw - 30, head + 31, 18, C.grey) +
        content(body) +
        `<rect x="${sx + 12}" y="${sy + sh - 96}" width="${sw - 70}" height="40" rx="20" fill="${C.card2}" stroke="${C.border}"/>` +
        t(sx + 30, sy + sh - 70, "Mensagem", { size: 14, fill: C.dim }) +
        iconBadge(sx + sw - 34, sy + sh - 76, 20, "mic") +
        `<rect x="${sx + sw / 2 - 60}" y="${sy + sh - 20}" width="120" height="5" rx="2.5" fill="#fff" opacity="0.5"/>`,
    ) +
    `<rect x="${x + w / 2 - 48}" y="${y + 22}" width="96" height="26" rx="13" fill="#000"/>`
  )
}
/** Browser window with traffic lights and an address bar; content(rect) fills the page. */
export function browser({ x, y, w, h, url, content }) {
  const uw = Math.min(440, w * 0.46)
  const body = { x, y: y + 44, w, h: h - 44 }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${C.bg2}" stroke="${C.border2}" filter="url(#f-shadow)"/>` +
    clip(
      x,
      y,
      w,
      h,
      16,
      `<rect x="${x}" y="${y}" width="${w}" height="44" fill="#111119"/><line x1="${x}" y1="${y + 44}" x2="${x + w}" y2="${y + 44}" stroke="${C.border}"/>` +
        ["#f87171", "#fbbf24", "#34d399"]
          .map((c, i) => `<circle cx="${x + 24 + i * 20}" cy="${y + 22}" r="6" fill="${c}" opacity="0.85"/>`)
          .join("") +
        `<rect x="${x + w / 2 - uw / 2}" y="${y + 10}" width="${uw}" height="24" rx="12" fill="${C.card2}" stroke="${C.border}"/>` +
        `<rect x="${x + w / 2 - uw / 2 + 14}" y="${y + 20}" width="8" height="7" rx="1.5" fill="${C.dim}"/><path d="M${x + w / 2 - uw / 2 + 15.5},${y + 20} v-2 a2.5,2.5 0 0 1 5,0 v2" stroke="${C.dim}" fill="none" stroke-width="1.4"/>` +
        t(x + w / 2 - uw / 2 + 30, y + 26.5, fit(url, uw - 44, 12), { size: 12, fill: C.grey }) +
        content(body),
    )
  )
}

/** Desktop chat panel (WhatsApp Web style). Messages stick to the bottom when they overflow. */
export function chatPanel({ x, y, w, h, name, status = "online", label, tag, msgs, size = 14, gap = 10, avatarFill }) {
  const top = y + 64,
    bottom = y + h - 60
  // Oldest messages scroll away whole, so no bubble is ever cut in half.
  let shown = msgs
  let c = chat(x + 18, 0, w - 36, shown, { size, gap })
  while (c.h > bottom - top - 26 && shown.length > 1)
    c = chat(x + 18, 0, w - 36, (shown = shown.slice(1)), { size, gap })
  const dy = c.h > bottom - top - 26 ? bottom - 12 - c.h : top + 14
  const tagW = tag ? pillW(tag, 11) + 11 : 0
  return (
    card(x, y, w, h, { r: 18, fill: C.bg2, stroke: C.border2 }) +
    clip(
      x,
      y,
      w,
      h,
      18,
      `<rect x="${x}" y="${y}" width="${w}" height="64" fill="${C.card}"/>` +
        `<line x1="${x}" y1="${y + 64}" x2="${x + w}" y2="${y + 64}" stroke="${C.border}"/>` +
        avatar(x + 38, y + 32, 19, label ?? name[0], avatarFill) +
        t(x + 66, y + 29, fit(name, w - 110 - tagW, 15, 600), { size: 15, weight: 600, fill: C.white }) +
        t(x + 66, y + 47, fit(status, w - 110 - tagW, 12), { size: 12, fill: C.green }) +
        (tag
          ? pill(x + w - 16, y + 21, tag, {
              size: 11,
              anchor: "end",
              dot: C.green,
              fill: "rgba(52,211,153,0.12)",
              color: "#86efac",
            })
          : "") +
        clip(x, top, w, bottom - top, 0, `<g transform="translate(0 ${dy})">${c.svg}</g>`) +
        `<line x1="${x}" y1="${bottom}" x2="${x + w}" y2="${bottom}" stroke="${C.border}"/>` +
        `<rect x="${x + 14}" y="${bottom + 10}" width="${w - 74}" height="40" rx="20" fill="${C.card2}" stroke="${C.border}"/>` +
        t(x + 32, bottom + 35, "Digite uma mensagem", { size: 13, fill: C.dim }) +
        iconBadge(x + w - 34, bottom + 30, 19, "send"),
    )
  )
}
