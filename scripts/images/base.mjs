/**
 * Base helpers for the generated site images: palette, text measuring and
 * wrapping, shared SVG defs, backgrounds, cards, pills, avatars and icons.
 */
import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
export const FONT = "Inter, DejaVu Sans"
export const C = {
  bg: "#07070c",
  bg2: "#0d0d16",
  card: "#14141f",
  card2: "#1b1b29",
  card3: "#242436",
  border: "rgba(255,255,255,0.08)",
  border2: "rgba(255,255,255,0.14)",
  white: "#ffffff",
  text: "#e6e6ef",
  grey: "#a3a3b8",
  dim: "#6c6c84",
  violet: "#8b5cf6",
  cyan: "#22d3ee",
  green: "#34d399",
  red: "#f87171",
  amber: "#fbbf24",
  agent: "#231b3f",
  user: "#1e1e2d",
}

let counter = 0
export const uid = (prefix = "u") => `${prefix}${++counter}`
export const esc = s =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/* ---------- text ---------- */
const NARROW = "iljtfrI.,:;'!|()[]· "
const WIDE = "mwMW@%"
/** Rough Inter text width, slightly generous so wrapped text never overflows. */
export function tw(str, size = 16, weight = 400) {
  let units = 0
  for (const ch of String(str)) {
    if (NARROW.includes(ch)) units += 0.32
    else if (WIDE.includes(ch)) units += 0.86
    else if (/[A-ZÁÉÍÓÚÃÕÇ]/.test(ch)) units += 0.7
    else if (/[0-9$]/.test(ch)) units += 0.62
    else units += 0.56
  }
  return units * size * (weight >= 600 ? 1.06 : 1)
}
export function wrap(str, maxW, size = 16, weight = 400) {
  const out = []
  let line = ""
  // "R$ 1.000" never breaks after the currency sign (U+00A0 keeps it together).
  for (const word of String(str)
    .replace(/R\$ (?=\d)/g, "R$\u00a0")
    .split(/[ \t\n]+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && tw(next, size, weight) > maxW) {
      out.push(line)
      line = word
    } else line = next
  }
  if (line) out.push(line)
  return out
}
/** Truncates with an ellipsis so the text fits maxW. */
export function fit(str, maxW, size = 16, weight = 400) {
  let s = String(str)
  if (tw(s, size, weight) <= maxW) return s
  while (s.length > 1 && tw(`${s}…`, size, weight) > maxW) s = s.slice(0, -1)
  return `${s.trimEnd()}…`
}
export function t(x, y, str, o = {}) {
  const { size = 16, weight = 400, fill = C.text, anchor = "start", opacity, ls } = o
  const extra = `${opacity != null ? ` opacity="${opacity}"` : ""}${ls != null ? ` letter-spacing="${ls}"` : ""}`
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(str)}</text>`
}
export function tlines(x, y, arr, o = {}) {
  const lh = o.lh ?? Math.round((o.size ?? 16) * 1.4)
  return arr.map((s, i) => t(x, y + i * lh, s, o)).join("")
}

/* ---------- document ---------- */
const stops = (a = 1, b = 1) =>
  `<stop offset="0" stop-color="${C.violet}" stop-opacity="${a}"/><stop offset="1" stop-color="${C.cyan}" stop-opacity="${b}"/>`
export const DEFS = `
<linearGradient id="g-accent" x1="0" y1="0" x2="1" y2="0">${stops()}</linearGradient>
<linearGradient id="g-accent-d" x1="0" y1="0" x2="1" y2="1">${stops()}</linearGradient>
<linearGradient id="g-accent-v" x1="0" y1="1" x2="0" y2="0">${stops()}</linearGradient>
<linearGradient id="g-accent-soft" x1="0" y1="0" x2="1" y2="1">${stops(0.22, 0.12)}</linearGradient>
<linearGradient id="g-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></linearGradient>
<linearGradient id="g-card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#171724"/><stop offset="1" stop-color="#12121b"/></linearGradient>
<radialGradient id="g-glow-v"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.42"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></radialGradient>
<radialGradient id="g-glow-c"><stop offset="0" stop-color="${C.cyan}" stop-opacity="0.3"/><stop offset="1" stop-color="${C.cyan}" stop-opacity="0"/></radialGradient>
<radialGradient id="g-vignette"><stop offset="0" stop-color="${C.bg}" stop-opacity="0.75"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0"/></radialGradient>
<pattern id="p-dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.1" fill="#ffffff" fill-opacity="0.06"/></pattern>
<filter id="f-shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="16" stdDeviation="20" flood-color="#000" flood-opacity="0.6"/></filter>
<filter id="f-glow" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="10"/></filter>`

export const svgDoc = (w, h, body, extraDefs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}${extraDefs}</defs>${body}</svg>`

/** Near-black background with soft violet/cyan glows and a faint dot grid. */
export function background(
  w,
  h,
  glows = [
    [0.15, 0.1, 0.55, "v"],
    [0.9, 0.95, 0.5, "c"],
  ],
  dots = true,
) {
  const g = glows
    .map(
      ([gx, gy, gr, k]) =>
        `<circle cx="${gx * w}" cy="${gy * h}" r="${gr * Math.max(w, h)}" fill="url(#g-glow-${k})"/>`,
    )
    .join("")
  return `<rect width="${w}" height="${h}" fill="${C.bg}"/>${g}${dots ? `<rect width="${w}" height="${h}" fill="url(#p-dots)"/>` : ""}`
}
export const clip = (x, y, w, h, r, body) => {
  const id = uid("c")
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${id})">${body}</g>`
}
/** Rounded rect path with per-corner radii [tl, tr, br, bl]. */
export function rpath(x, y, w, h, [a, b, c, d]) {
  return `M${x + a},${y}H${x + w - b}Q${x + w},${y} ${x + w},${y + b}V${y + h - c}Q${x + w},${y + h} ${x + w - c},${y + h}H${x + d}Q${x},${y + h} ${x},${y + h - d}V${y + a}Q${x},${y} ${x + a},${y}Z`
}

/* ---------- surfaces ---------- */
export function card(x, y, w, h, o = {}) {
  const { r = 16, fill = "url(#g-card)", stroke = C.border, shadow = false, sw = 1 } = o
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${shadow ? ' filter="url(#f-shadow)"' : ""}/>`
}
export const pillW = (label, size = 13) => Math.round(tw(label, size, 600) + size * 1.7)
export function pill(x, y, label, o = {}) {
  const { size = 13, fill = "rgba(139,92,246,0.16)", color = "#c4b5fd", stroke = "none", anchor = "start", dot } = o
  const w = pillW(label, size) + (dot ? size : 0)
  const h = Math.round(size * 2)
  const x0 = anchor === "end" ? x - w : x
  const dotSvg = dot ? `<circle cx="${x0 + size * 0.95}" cy="${y + h / 2}" r="${size * 0.26}" fill="${dot}"/>` : ""
  return (
    `<rect x="${x0}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="${stroke}"/>${dotSvg}` +
    t(x0 + w / 2 + (dot ? size * 0.5 : 0), y + h / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: color,
      anchor: "middle",
    })
  )
}
export function statusDot(cx, cy, color, r = 5) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.4}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`
}
export function avatar(cx, cy, r, label, fill = "url(#g-accent-d)") {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    t(cx, cy + r * 0.34, label, { size: Math.round(r * 0.95), weight: 700, fill: C.white, anchor: "middle" })
  )
}
export function sparkle(cx, cy, r, fill = "url(#g-accent-d)") {
  return `<path d="M${cx},${cy - r}Q${cx + r * 0.14},${cy - r * 0.14} ${cx + r},${cy}Q${cx + r * 0.14},${cy + r * 0.14} ${cx},${cy + r}Q${cx - r * 0.14},${cy + r * 0.14} ${cx - r},${cy}Q${cx - r * 0.14},${cy - r * 0.14} ${cx},${cy - r}Z" fill="${fill}"/>`
}

/* ---------- icons (24×24 stroke paths) ---------- */
const ICONS = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15z M10 20.5a2 2 0 0 0 4 0",
  alert: "M12 3.5l9.5 17h-19z M12 10v4.5 M12 17.5v.2",
  calendar: "M4 6h16v14H4z M4 10.5h16 M8.5 3.5v4 M15.5 3.5v4",
  doc: "M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6",
  cart: "M3 4h2.5l2.2 11h10.1L20 8H6.6 M9 20.2h.2 M17 20.2h.2",
  mic: "M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z M6 11a6 6 0 0 0 12 0 M12 17v4",
  send: "M4 12l16-8-6 16-3-7z",
  clock: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M12 7v5l3.5 2",
  search: "M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0 M16.5 16.5L21 21",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  home: "M3 11l9-7 9 7 M5.5 9.5V20h13V9.5 M10 20v-6h4v6",
  bolt: "M13 2L4.5 14H11l-1 8 8.5-12H12z",
  pix: "M12 3l9 9-9 9-9-9z M8 12h8",
  user: "M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M4.5 21a7.5 7.5 0 0 1 15 0",
  image: "M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15.5 8.5h.2",
  chat: "M4 5h16v11H9.5L4 20z",
  layers: "M12 3l9 5-9 5-9-5z M3 13l9 5 9-5",
  x: "M6 6l12 12 M18 6L6 18",
  plus: "M12 5v14 M5 12h14",
  speaker: "M4 9.5h4l5-4v13l-5-4H4z M16.5 9a4 4 0 0 1 0 6 M19 6.5a7.5 7.5 0 0 1 0 11",
  grid: "M6 6h.1 M12 6h.1 M18 6h.1 M6 12h.1 M12 12h.1 M18 12h.1 M6 18h.1 M12 18h.1 M18 18h.1",
  share: "M12 15V4 M8 8l4-4 4 4 M5 13v7h14v-7",
  expand: "M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5",
  chart: "M4 20V10 M10 20V4 M16 20v-7 M22 20H2",
  video: "M3 6h13v12H3z M16 10l5-3v10l-5-3",
}
export function icon(name, cx, cy, s = 20, color = C.text, sw = 2) {
  const k = s / 24
  return `<path d="${ICONS[name]}" transform="translate(${cx - s / 2} ${cy - s / 2}) scale(${k})" fill="none" stroke="${color}" stroke-width="${sw / k}" stroke-linecap="round" stroke-linejoin="round"/>`
}
export function iconBadge(cx, cy, r, name, o = {}) {
  const { fill = "url(#g-accent-d)", color = C.white } = o
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${icon(name, cx, cy, r * 1.05, color, 2.2)}`
}
