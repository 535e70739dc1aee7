/**
 * Dashboard widgets: bar and line charts, stat cards, notification toasts
 * and progress bars.
 */
import { C, t, tw, fit, wrap, card, iconBadge, statusDot, uid } from "./base.mjs"

function grid(x, y, w, h, n = 3) {
  return Array.from({ length: n + 1 }, (_, i) => {
    const gy = y + (h * i) / n
    return `<line x1="${x}" y1="${gy}" x2="${x + w}" y2="${gy}" stroke="#ffffff" stroke-opacity="${i === n ? 0.12 : 0.05}" stroke-dasharray="${i === n ? "" : "4 6"}"/>`
  }).join("")
}

/** Vertical bars; `highlight` is an index (or array) drawn with the accent gradient. */
export function barChart({ x, y, w, h, values, labels = [], highlight = [], gap = 0.42, labelSize = 11 }) {
  const hl = [].concat(highlight)
  const max = Math.max(...values) * 1.08
  const step = w / values.length
  const bw = step * (1 - gap)
  const bars = values
    .map((v, i) => {
      const bh = Math.max(4, (v / max) * h)
      const bx = x + i * step + (step - bw) / 2
      const on = hl.includes(i)
      const rect = `<rect x="${bx}" y="${y + h - bh}" width="${bw}" height="${bh}" rx="${Math.min(6, bw / 3)}" fill="${on ? "url(#g-accent-v)" : "#2a2a40"}"/>`
      const label = labels[i]
        ? t(bx + bw / 2, y + h + labelSize + 8, labels[i], {
            size: labelSize,
            fill: on ? C.text : C.dim,
            anchor: "middle",
          })
        : ""
      return rect + label
    })
    .join("")
  return grid(x, y, w, h) + bars
}

function smooth(pts) {
  let d = `M${pts[0][0]},${pts[0][1]}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`
  }
  return d
}

/** Smooth line with a soft area fill and a glowing end point. */
export function lineChart({ x, y, w, h, values, labels = [], min = 0, area = true, gridLines = true, labelSize = 11 }) {
  const max = Math.max(...values) * 1.1
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - ((v - min) / (max - min)) * h])
  const line = smooth(pts)
  const last = pts[pts.length - 1]
  const fill = area ? `<path d="${line} L${x + w},${y + h} L${x},${y + h}Z" fill="url(#g-area)"/>` : ""
  const lbl = labels
    .map((l, i) =>
      t(x + (i / (labels.length - 1)) * w, y + h + labelSize + 8, l, {
        size: labelSize,
        fill: C.dim,
        anchor: i === 0 ? "start" : i === labels.length - 1 ? "end" : "middle",
      }),
    )
    .join("")
  return (
    (gridLines ? grid(x, y, w, h) : "") +
    fill +
    `<path d="${line}" fill="none" stroke="url(#g-accent)" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${last[0]}" cy="${last[1]}" r="12" fill="${C.cyan}" opacity="0.2"/><circle cx="${last[0]}" cy="${last[1]}" r="5" fill="${C.cyan}" stroke="${C.bg}" stroke-width="2"/>` +
    lbl
  )
}

/** Small KPI card: label, big value and an optional delta. */
export function stat(x, y, w, h, { label, value, delta, deltaColor = C.green, accent = false, valueSize = 26 }) {
  return (
    card(x, y, w, h, { r: 14, stroke: accent ? "rgba(139,92,246,0.45)" : C.border }) +
    t(x + 18, y + 30, fit(label, w - 36, 13), { size: 13, fill: C.grey }) +
    t(x + 18, y + 30 + valueSize + 10, fit(value, w - 36, valueSize, 700), {
      size: valueSize,
      weight: 700,
      fill: accent ? "url(#g-accent)" : C.white,
    }) +
    (delta ? t(x + w - 18, y + 30, delta, { size: 12, weight: 600, fill: deltaColor, anchor: "end" }) : "")
  )
}

/** Notification toast with an icon badge, title, subtitle and right-aligned value. */
export function toast({
  x,
  y,
  w,
  h = 76,
  icon = "check",
  badge,
  title,
  sub,
  right,
  rightColor = C.white,
  rightSize = 16,
  accent = false,
  shadow = true,
}) {
  const rw = right ? tw(right, rightSize, 700) + 8 : 0
  const textW = w - 90 - rw
  return (
    card(x, y, w, h, { r: 18, fill: "#161623", stroke: accent ? "rgba(139,92,246,0.5)" : C.border2, shadow }) +
    iconBadge(x + 38, y + h / 2, 20, icon, badge ? { fill: badge } : {}) +
    t(x + 72, y + h / 2 - 5, fit(title, textW, 16, 600), { size: 16, weight: 600, fill: C.white }) +
    (sub ? t(x + 72, y + h / 2 + 17, fit(sub, textW, 13), { size: 13, fill: C.grey }) : "") +
    (right
      ? t(x + w - 20, y + h / 2 + 6, right, { size: rightSize, weight: 700, fill: rightColor, anchor: "end" })
      : "")
  )
}

export function progress(x, y, w, pct, h = 8) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#26263a"/>` +
    (pct > 0
      ? `<rect x="${x}" y="${y}" width="${Math.max(h, (w * pct) / 100)}" height="${h}" rx="${h / 2}" fill="url(#g-accent)"/>`
      : "")
  )
}

/** Row with a status light, name, detail and right-aligned status text. */
export function statusRow(x, y, w, { name, detail, status, color }) {
  return (
    card(x, y, w, 58, { r: 12, fill: C.card }) +
    statusDot(x + 24, y + 29, color) +
    t(x + 46, y + 25, fit(name, w - 200, 15, 600), { size: 15, weight: 600, fill: C.white }) +
    t(x + 46, y + 44, fit(detail, w - 200, 12), { size: 12, fill: C.dim }) +
    t(x + w - 18, y + 34, status, { size: 13, weight: 600, fill: color, anchor: "end" })
  )
}

/* ---------- small UI pieces ---------- */
export const button = (x, y, w, h, label, size = 14) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(12, h / 2)}" fill="url(#g-accent)"/>` +
  t(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 700, fill: "#fff", anchor: "middle" })
export const row = (x, y, w, left, right, o = {}) =>
  t(x, y, fit(left, w - 110, o.size ?? 14, o.weight ?? 400), { size: 14, fill: C.grey, ...o }) +
  t(x + w, y, right, { size: 14, fill: C.text, anchor: "end", ...o })
export function thumb(x, y, w, h, color) {
  const g = uid("tb")
  return (
    `<radialGradient id="${g}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.card2}" stop-opacity="1"/></radialGradient>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#${g})"/>`
  )
}

/** Poster caption: a small tag pill, a bold title and a grey sub-line (wrapped to w). */
export function caption(x, y, { tag, title, sub, w = 360, size = 34 }) {
  const tl = wrap(title, w, size, 700)
  const sl = sub ? wrap(sub, w, 17) : []
  const ty = y + (tag ? 64 : size)
  return (
    (tag
      ? `<rect x="${x}" y="${y}" width="${tw(tag, 12, 600) + 42}" height="28" rx="14" fill="rgba(139,92,246,0.16)" stroke="rgba(139,92,246,0.4)"/>` +
        `<circle cx="${x + 15}" cy="${y + 14}" r="4" fill="${C.cyan}"/>` +
        t(x + 27, y + 18.5, tag, { size: 12, weight: 600, fill: "#ddd6fe" })
      : "") +
    tl.map((l, i) => t(x, ty + i * size * 1.18, l, { size, weight: 700, fill: C.white })).join("") +
    sl.map((l, i) => t(x, ty + tl.length * size * 1.18 + 6 + i * 24, l, { size: 17, fill: C.grey })).join("")
  )
}

/** Darkens the middle of a poster so the site's play button sits on a calm area. */
export const centreClear = (w, h, r = 300) =>
  `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${r * 1.3}" ry="${r}" fill="url(#g-vignette)"/>`
