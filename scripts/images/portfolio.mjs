/**
 * Portfolio mock-ups (1200×800 PNG): one shared browser-window template with
 * an app sidebar and header; each theme only supplies its content block.
 */
import { C, t, fit, svgDoc, background, browser, sparkle, icon, pill, pillW, render } from "./common.mjs"
import themesA from "./portfolio-themes-1.mjs"
import themesB from "./portfolio-themes-2.mjs"
import themesC from "./portfolio-themes-3.mjs"
import themesD from "./portfolio-themes-4.mjs"

const W = 1200
const H = 800
const THEMES = { ...themesA, ...themesB, ...themesC, ...themesD }
const ORDER = [
  "james",
  "rag",
  "social",
  "images",
  "whatsapp",
  "accumulator",
  "recovery",
  "error-notify",
  "delivery",
  "ecommerce",
  "clinic",
  "real-estate",
]
const NAV = ["chat", "chart", "calendar", "layers", "bolt", "user"]

function sidebar(r, active) {
  return (
    `<rect x="${r.x}" y="${r.y}" width="68" height="${r.h}" fill="#0b0b13"/>` +
    `<line x1="${r.x + 68}" y1="${r.y}" x2="${r.x + 68}" y2="${r.y + r.h}" stroke="${C.border}"/>` +
    `<rect x="${r.x + 14}" y="${r.y + 16}" width="40" height="40" rx="12" fill="#191927" stroke="${C.border2}"/>` +
    sparkle(r.x + 34, r.y + 36, 13) +
    NAV.map((name, i) => {
      const cy = r.y + 98 + i * 56
      const on = name === active
      return (
        (on
          ? `<rect x="${r.x + 14}" y="${cy - 20}" width="40" height="40" rx="12" fill="rgba(139,92,246,0.18)" stroke="rgba(139,92,246,0.4)"/>`
          : "") + icon(name, r.x + 34, cy, 20, on ? "#c4b5fd" : C.dim)
      )
    }).join("")
  )
}

function page(theme) {
  const win = { x: 60, y: 48, w: 1080, h: 704 }
  const [label, color] = theme.status
  return (
    background(W, H, [
      [0.08, 0.05, 0.5, "v"],
      [0.95, 1, 0.45, "c"],
    ]) +
    browser({
      ...win,
      url: theme.url,
      content: r => {
        const x = r.x + 96
        const statusW = pillW(label, 12) + 12
        const content = { x, y: r.y + 104, w: r.w - 96 - 28, h: r.h - 104 - 26 }
        return (
          sidebar(r, theme.nav ?? "chat") +
          t(x, r.y + 44, fit(theme.title, content.w - statusW - 30, 24, 700), {
            size: 24,
            weight: 700,
            fill: C.white,
          }) +
          t(x, r.y + 70, fit(theme.sub, content.w - statusW - 30, 14), { size: 14, fill: C.grey }) +
          pill(x + content.w, r.y + 30, label, {
            size: 12,
            anchor: "end",
            dot: color,
            fill: "rgba(255,255,255,0.05)",
            color: C.text,
            stroke: C.border,
          }) +
          theme.content(content)
        )
      },
    }) +
    (theme.overlay ? theme.overlay() : "")
  )
}

/** Full SVG document for one portfolio id (handy for previews). */
export const portfolioSvg = id => svgDoc(W, H, page(THEMES[id]))

export async function generatePortfolio() {
  const results = []
  for (const id of ORDER) {
    const theme = THEMES[id]
    if (!theme) throw new Error(`Missing portfolio theme: ${id}`)
    results.push(await render(portfolioSvg(id), `content/images/portfolio/${id}.png`))
  }
  return results
}
