/**
 * Portfolio content blocks: delivery, ecommerce.
 * Each content(r) draws inside r = { x, y, w, h } (about 956×530).
 */
import { C, t, fit, card, pill, pillW, icon, iconBadge, bubble, button, row, thumb } from "./common.mjs"

/* ---------- food illustrations (centred on cx, cy) ---------- */
const FOOD = {
  burger: (cx, cy) =>
    `<path d="M${cx - 44},${cy - 4} a44,34 0 0 1 88,0z" fill="#f59e0b"/><rect x="${cx - 48}" y="${cy - 2}" width="96" height="8" rx="4" fill="#22c55e"/><rect x="${cx - 46}" y="${cy + 6}" width="92" height="14" rx="7" fill="#7c2d12"/><rect x="${cx - 46}" y="${cy + 20}" width="92" height="6" rx="3" fill="#facc15"/><path d="M${cx - 44},${cy + 28} h88 a10,10 0 0 1 -10,12 h-68 a10,10 0 0 1 -10,-12z" fill="#d97706"/>` +
    [-20, 0, 18].map(d => `<ellipse cx="${cx + d}" cy="${cy - 22}" rx="3" ry="1.6" fill="#fde68a"/>`).join(""),
  pizza: (cx, cy) =>
    `<circle cx="${cx}" cy="${cy}" r="46" fill="#d97706"/><circle cx="${cx}" cy="${cy}" r="39" fill="#facc15"/>` +
    [
      [-16, -14],
      [14, -18],
      [-4, 6],
      [20, 10],
      [-20, 16],
      [4, 24],
    ]
      .map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="6" fill="#dc2626"/>`)
      .join("") +
    [0, 60, 120]
      .map(
        a =>
          `<line x1="${cx}" y1="${cy - 39}" x2="${cx}" y2="${cy + 39}" stroke="#b45309" stroke-width="1.5" transform="rotate(${a} ${cx} ${cy})"/>`,
      )
      .join(""),
  fries: (cx, cy) =>
    [-24, -12, 0, 12, 24]
      .map(
        (d, i) => `<rect x="${cx + d - 4}" y="${cy - 40 + (i % 2) * 8}" width="8" height="50" rx="3" fill="#facc15"/>`,
      )
      .join("") +
    `<path d="M${cx - 36},${cy - 6} h72 l-8,50 h-56z" fill="#dc2626"/><path d="M${cx - 14},${cy + 12} a14,12 0 0 0 28,0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  drink: (cx, cy) =>
    `<path d="M${cx - 28},${cy - 36} h56 l-7,82 h-42z" fill="#22d3ee" opacity="0.85"/><rect x="${cx - 30}" y="${cy - 42}" width="60" height="10" rx="4" fill="#e0f2fe"/><rect x="${cx + 6}" y="${cy - 64}" width="6" height="30" rx="3" fill="#f472b6" transform="rotate(14 ${cx + 9} ${cy - 49})"/>` +
    [
      [-10, 0],
      [6, 16],
      [-4, 26],
    ]
      .map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="4" fill="#fff" opacity="0.45"/>`)
      .join(""),
}
const MENU = [
  ["burger", "Burger artesanal", "Brioche, blend 180g", "R$ 32,90", "#f59e0b"],
  ["pizza", "Pizza marguerita", "Média, 6 fatias", "R$ 44,90", "#ef4444"],
  ["fries", "Batata rústica", "Com molho da casa", "R$ 18,90", "#facc15"],
  ["drink", "Soda italiana", "Frutas vermelhas", "R$ 12,00", "#22d3ee"],
]
const delivery = {
  title: "Delivery com IA",
  sub: "Cardápio digital com pedidos feitos pelo WhatsApp",
  url: "pedidos.burgerhouse.com.br/cardapio",
  status: ["Loja aberta", C.green],
  nav: "chat",
  content: r => {
    const lw = 600,
      gap = 16
    const cats = ["Lanches", "Pizzas", "Porções", "Bebidas", "Sobremesas"]
    let cx = r.x
    const tabs = cats
      .map((c, i) => {
        const p = pill(
          cx,
          r.y,
          c,
          i === 0
            ? { size: 13, fill: "url(#g-accent)", color: "#fff" }
            : { size: 13, fill: C.card2, color: C.grey, stroke: C.border },
        )
        cx += pillW(c, 13) + 8
        return p
      })
      .join("")
    const cw = (lw - gap) / 2
    const ch = (r.h - 44 - gap) / 2
    const items = MENU.map(([k, name, desc, price, color], i) => {
      const x = r.x + (i % 2) * (cw + gap)
      const y = r.y + 44 + Math.floor(i / 2) * (ch + gap)
      return (
        card(x, y, cw, ch, { r: 16 }) +
        thumb(x + 12, y + 12, 118, ch - 24, color) +
        FOOD[k](x + 71, y + ch / 2) +
        t(x + 146, y + 42, fit(name, cw - 160, 15, 600), { size: 15, weight: 600, fill: C.white }) +
        t(x + 146, y + 63, fit(desc, cw - 160, 12), { size: 12, fill: C.dim }) +
        t(x + 146, y + ch - 26, price, { size: 17, weight: 700, fill: C.white }) +
        iconBadge(x + cw - 30, y + ch - 32, 16, "plus")
      )
    }).join("")
    const ox = r.x + lw + 22,
      ow = r.w - lw - 22
    const order = [
      ["2x Burger artesanal", "R$ 65,80"],
      ["1x Batata rústica", "R$ 18,90"],
      ["2x Soda italiana", "R$ 24,00"],
    ]
    const summary =
      card(ox, r.y, ow, r.h, { r: 18, stroke: "rgba(139,92,246,0.35)" }) +
      icon("cart", ox + 30, r.y + 34, 20, "#c4b5fd") +
      t(ox + 50, r.y + 40, "Seu pedido", { size: 17, weight: 700, fill: C.white }) +
      t(ox + ow - 20, r.y + 40, "#1043", { size: 13, fill: C.dim, anchor: "end" }) +
      bubble(
        ox + 16,
        r.y + 62,
        ow - 32,
        { from: "agent", text: "Anotei tudo! Quer adicionar uma sobremesa?", time: "19:42" },
        13,
      ).svg +
      order.map(([a, b], i) => row(ox + 20, r.y + 178 + i * 34, ow - 40, a, b, { fill: C.text })).join("") +
      `<line x1="${ox + 20}" y1="${r.y + 268}" x2="${ox + ow - 20}" y2="${r.y + 268}" stroke="${C.border2}" stroke-dasharray="4 5"/>` +
      row(ox + 20, r.y + 298, ow - 40, "Subtotal", "R$ 108,70") +
      row(ox + 20, r.y + 328, ow - 40, "Entrega", "R$ 6,00") +
      row(ox + 20, r.y + 372, ow - 40, "Total", "R$ 114,70", { size: 18, weight: 700, fill: C.white }) +
      t(ox + 20, r.y + 408, "Entrega em 35–45 min · Pix", { size: 12, fill: C.dim }) +
      button(ox + 20, r.y + r.h - 70, ow - 40, 48, "Confirmar pedido", 15)
    return tabs + items + summary
  },
}

/* ---------- products ---------- */
const PRODUCT = {
  headphone: (cx, cy) =>
    `<path d="M${cx - 38},${cy + 10} v-12 a38,38 0 0 1 76,0 v12" fill="none" stroke="#e5e7eb" stroke-width="8" stroke-linecap="round"/><rect x="${cx - 50}" y="${cy}" width="24" height="40" rx="10" fill="#8b5cf6"/><rect x="${cx + 26}" y="${cy}" width="24" height="40" rx="10" fill="#8b5cf6"/>`,
  watch: (cx, cy) =>
    `<rect x="${cx - 16}" y="${cy - 58}" width="32" height="116" rx="10" fill="#334155"/><rect x="${cx - 32}" y="${cy - 36}" width="64" height="72" rx="18" fill="#0f172a" stroke="#94a3b8" stroke-width="4"/><path d="M${cx - 16},${cy + 6} l8,-10 l8,14 l10,-18" stroke="#22d3ee" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  perfume: (cx, cy) =>
    `<rect x="${cx - 10}" y="${cy - 54}" width="20" height="16" rx="4" fill="#fbbf24"/><rect x="${cx - 6}" y="${cy - 40}" width="12" height="10" fill="#e5e7eb"/><rect x="${cx - 34}" y="${cy - 30}" width="68" height="80" rx="16" fill="#f472b6" opacity="0.85"/><rect x="${cx - 20}" y="${cy - 4}" width="40" height="24" rx="4" fill="#fff" opacity="0.55"/>`,
}
const PRODUCTS = [
  ["headphone", "Fone Bluetooth Pro", "R$ 299,90", "#8b5cf6", "4,9"],
  ["watch", "Relógio Smart Fit", "R$ 459,00", "#22d3ee", "4,8"],
  ["perfume", "Perfume Aurora", "R$ 189,90", "#f472b6", "4,7"],
]
const ecommerce = {
  title: "Loja Virtual Inteligente",
  sub: "Vitrine com recomendações e carrinho assistido por IA",
  url: "lojaaurora.com.br/vitrine",
  status: ["Vendas hoje: 38", C.green],
  nav: "chart",
  content: r => {
    const gap = 16,
      cartW = 300
    const pw = (r.w - cartW - 22 - gap * 2) / 3
    const cards = PRODUCTS.map(([k, name, price, color, rate], i) => {
      const x = r.x + i * (pw + gap)
      return (
        card(x, r.y, pw, r.h, { r: 18, stroke: i === 0 ? "rgba(139,92,246,0.45)" : C.border }) +
        thumb(x + 12, r.y + 12, pw - 24, 230, color) +
        PRODUCT[k](x + pw / 2, r.y + 127) +
        (i === 0
          ? pill(x + 22, r.y + 22, "Sugestão da IA", { size: 11, fill: "rgba(7,7,12,0.7)", color: "#ddd6fe" })
          : "") +
        t(x + 18, r.y + 280, fit(name, pw - 36, 16, 600), { size: 16, weight: 600, fill: C.white }) +
        `<path d="M${x + 26},${r.y + 296} l2.6,5.4 5.9,.8 -4.3,4.1 1,5.9 -5.2,-2.8 -5.2,2.8 1,-5.9 -4.3,-4.1 5.9,-.8z" fill="${C.amber}"/>` +
        t(x + 40, r.y + 310, `${rate} · 1,2 mil avaliações`, { size: 12, fill: C.grey }) +
        t(x + 18, r.y + 350, price, { size: 22, weight: 700, fill: C.white }) +
        t(x + 18, r.y + 372, "ou 10x sem juros", { size: 12, fill: C.dim }) +
        pill(x + 18, r.y + 392, i === 2 ? "Últimas unidades" : "Frete grátis", {
          size: 11,
          fill: i === 2 ? "rgba(251,191,36,0.14)" : "rgba(52,211,153,0.14)",
          color: i === 2 ? "#fde68a" : "#86efac",
        }) +
        (i === 0
          ? button(x + 18, r.y + r.h - 64, pw - 36, 44, "No carrinho")
          : `<rect x="${x + 18}" y="${r.y + r.h - 64}" width="${pw - 36}" height="44" rx="12" fill="none" stroke="${C.border2}"/>` +
            t(x + pw / 2, r.y + r.h - 37, "Adicionar", { size: 14, weight: 600, fill: C.text, anchor: "middle" }))
      )
    }).join("")
    const cx = r.x + r.w - cartW
    const lines = [
      ["Fone Bluetooth Pro", "R$ 299,90", "#8b5cf6"],
      ["Capa de proteção", "R$ 49,90", "#22d3ee"],
    ]
    const cart =
      card(cx, r.y, cartW, r.h, { r: 18 }) +
      icon("cart", cx + 30, r.y + 34, 20, "#c4b5fd") +
      t(cx + 50, r.y + 40, "Carrinho", { size: 17, weight: 700, fill: C.white }) +
      pill(cx + cartW - 18, r.y + 22, "2 itens", { size: 11, anchor: "end", fill: C.card2, color: C.grey }) +
      lines
        .map(([n, p, c], i) => {
          const y = r.y + 70 + i * 76
          return (
            thumb(cx + 18, y, 56, 56, c) +
            t(cx + 86, y + 24, fit(n, cartW - 110, 14, 600), { size: 14, weight: 600, fill: C.white }) +
            t(cx + 86, y + 45, p, { size: 13, fill: C.grey })
          )
        })
        .join("") +
      card(cx + 18, r.y + 230, cartW - 36, 64, {
        r: 12,
        fill: "rgba(139,92,246,0.1)",
        stroke: "rgba(139,92,246,0.35)",
      }) +
      t(cx + 34, r.y + 256, "Cupom IA10 aplicado", { size: 13, weight: 600, fill: "#ddd6fe" }) +
      t(cx + 34, r.y + 276, "Sugerido pelo agente", { size: 12, fill: C.grey }) +
      row(cx + 20, r.y + 330, cartW - 40, "Subtotal", "R$ 349,80") +
      row(cx + 20, r.y + 360, cartW - 40, "Desconto", "- R$ 34,98", { fill: C.green }) +
      row(cx + 20, r.y + 404, cartW - 40, "Total", "R$ 314,82", { size: 18, weight: 700, fill: C.white }) +
      button(cx + 18, r.y + r.h - 64, cartW - 36, 44, "Finalizar compra")
    return cards + cart
  },
}

export default { delivery, ecommerce }
