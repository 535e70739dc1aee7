/**
 * Members-area screenshot, Open Graph image (1200×630) and the SVG favicon.
 */
import { writeFile, mkdir, stat } from "node:fs/promises"
import path from "node:path"
import { C, ROOT, t, svgDoc, background, card, sparkle, bubble, toast, avatar, render } from "./common.mjs"
import { membersSvg, MW, MH } from "./members.mjs"

const OW = 1200
const OH = 630

export function ogSvg() {
  const x = 80
  const visual =
    `<circle cx="960" cy="320" r="260" fill="url(#g-glow-v)"/>` +
    card(790, 120, 340, 236, { r: 22, fill: "#12121c", stroke: C.border2, shadow: true }) +
    avatar(826, 160, 18, "M") +
    t(854, 156, "Agente Magic", { size: 15, weight: 600, fill: C.white }) +
    t(854, 174, "online", { size: 12, fill: C.green }) +
    `<line x1="790" y1="196" x2="1130" y2="196" stroke="${C.border}"/>` +
    bubble(808, 212, 304, { from: "user", text: "Tem horário amanhã?", time: "09:12" }, 14).svg +
    bubble(808, 266, 304, { from: "agent", text: "Tenho às 10h e às 15h. Qual prefere?", time: "09:12" }, 14).svg +
    toast({
      x: 760,
      y: 384,
      w: 360,
      h: 78,
      title: "Venda fechada",
      sub: "Agente comercial · agora",
      right: "+R$ 2.400",
      rightColor: C.green,
      icon: "pix",
      accent: true,
    }) +
    toast({
      x: 820,
      y: 480,
      w: 320,
      h: 70,
      title: "Automação ativa",
      sub: "24 fluxos rodando",
      icon: "bolt",
      badge: "#2a2a40",
    })
  return svgDoc(
    OW,
    OH,
    background(OW, OH, [
      [0.05, 0.0, 0.55, "v"],
      [0.85, 1.0, 0.5, "c"],
    ]) +
      visual +
      `<rect x="${x}" y="72" width="52" height="52" rx="15" fill="#15151f" stroke="${C.border2}"/>` +
      sparkle(x + 26, 98, 17) +
      t(x + 68, 108, "Formação Magic", { size: 28, weight: 700, fill: C.white, ls: -0.3 }) +
      t(x, 232, "Torne-se Especialista", { size: 58, weight: 800, fill: C.white, ls: -1 }) +
      t(x, 302, "em IA Humanizada", { size: 58, weight: 800, fill: "url(#g-accent)", ls: -1 }) +
      t(x, 362, "Crie agentes de IA e automações", { size: 26, fill: C.grey }) +
      t(x, 398, "sem programar", { size: 26, fill: C.grey }) +
      `<rect x="${x}" y="446" width="250" height="56" rx="16" fill="url(#g-accent)"/>` +
      t(x + 125, 481, "Conheça a Formação", { size: 18, weight: 700, fill: "#fff", anchor: "middle" }) +
      `<rect x="0" y="${OH - 6}" width="${OW}" height="6" fill="url(#g-accent)"/>`,
  )
}

/** Crisp 64×64 mark: a gradient sparkle on a dark rounded square. */
export function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>
  </defs>
  <rect x="1" y="1" width="62" height="62" rx="15" fill="#0d0d16" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
  <path d="M30 10 Q33.4 26.6 50 30 Q33.4 33.4 30 50 Q26.6 33.4 10 30 Q26.6 26.6 30 10 Z" fill="url(#g)"/>
  <path d="M48 8 Q49.1 13.9 55 15 Q49.1 16.1 48 22 Q46.9 16.1 41 15 Q46.9 13.9 48 8 Z" fill="${C.cyan}"/>
</svg>
`
}

async function writeText(file, text) {
  const out = path.resolve(ROOT, file)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, text)
  return { file, size: (await stat(out)).size }
}

export async function generateMisc() {
  return [
    await render(membersSvg(), "content/images/members-area.png", { width: MW, height: MH }),
    await render(ogSvg(), "static/og-image.png", { width: OW, height: OH }),
    await writeText("static/favicon.svg", faviconSvg()),
  ]
}
