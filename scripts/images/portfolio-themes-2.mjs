/**
 * Portfolio content blocks: whatsapp, accumulator, recovery, error-notify.
 * Each content(r) draws inside r = { x, y, w, h } (about 956×530).
 */
import {
  C,
  t,
  fit,
  card,
  pill,
  pillW,
  icon,
  iconBadge,
  avatar,
  bubble,
  chatPanel,
  toast,
  stat,
  barChart,
  statusRow,
  statusDot,
} from "./common.mjs"

const CONTACTS = [
  ["Marina Costa", "Quero sim, obrigada!", "14:08", 0, "#8b5cf6"],
  ["Carlos Eduardo", "Qual o valor do plano anual?", "14:02", 2, "#0ea5e9"],
  ["Loja Bella", "Obrigada pelo atendimento!", "13:47", 0, "#f472b6"],
  ["Pedro Henrique", "Vocês abrem no sábado?", "13:30", 1, "#f59e0b"],
  ["Juliana Prado", "Pode mandar o boleto?", "12:55", 0, "#10b981"],
  ["Rafael Souza", "Perfeito, fechado!", "12:21", 0, "#6366f1"],
]
const whatsapp = {
  title: "Atendimento no WhatsApp",
  sub: "Agente que atende, tira dúvidas e acompanha pedidos 24h",
  url: "app.formacaomagic.com.br/atendimento",
  status: ["Tempo médio: 4s", C.green],
  content: r => {
    const lw = 330
    const list =
      card(r.x, r.y, lw, r.h, { r: 18 }) +
      `<rect x="${r.x + 14}" y="${r.y + 14}" width="${lw - 28}" height="38" rx="12" fill="${C.card2}" stroke="${C.border}"/>` +
      icon("search", r.x + 34, r.y + 33, 16, C.dim) +
      t(r.x + 52, r.y + 38, "Buscar conversa", { size: 13, fill: C.dim }) +
      CONTACTS.map(([name, last, time, unread, color], i) => {
        const y = r.y + 66 + i * 76
        const on = i === 0
        return (
          (on
            ? `<rect x="${r.x + 8}" y="${y}" width="${lw - 16}" height="68" rx="12" fill="rgba(139,92,246,0.12)"/>`
            : "") +
          avatar(r.x + 40, y + 34, 21, name[0], color) +
          t(r.x + 72, y + 29, fit(name, lw - 150, 14, 600), { size: 14, weight: 600, fill: C.white }) +
          t(r.x + 72, y + 49, fit(last, lw - 130, 13), { size: 13, fill: C.grey }) +
          t(r.x + lw - 20, y + 29, time, { size: 11, fill: unread ? C.green : C.dim, anchor: "end" }) +
          (unread
            ? `<circle cx="${r.x + lw - 30}" cy="${y + 45}" r="10" fill="${C.green}"/>` +
              t(r.x + lw - 30, y + 49.5, String(unread), { size: 11, weight: 700, fill: "#052e16", anchor: "middle" })
            : "")
        )
      }).join("")
    return (
      list +
      chatPanel({
        x: r.x + lw + 22,
        y: r.y,
        w: r.w - lw - 22,
        h: r.h,
        name: "Marina Costa",
        status: "online",
        label: "M",
        tag: "IA atendendo",
        avatarFill: "#8b5cf6",
        msgs: [
          { from: "user", text: "Oi! Meu pedido ainda não chegou", time: "14:05" },
          { from: "agent", text: "Oi, Marina! O pedido #4821 saiu para entrega hoje às 8h.", time: "14:05" },
          {
            from: "agent",
            text: "A previsão é até as 18h. Quer que eu avise quando o entregador estiver perto?",
            time: "14:05",
          },
          { from: "user", text: "Quero sim, obrigada!", time: "14:08" },
          { from: "agent", text: "Combinado! Te aviso por aqui assim que ele estiver a caminho.", time: "14:08" },
        ],
      })
    )
  },
}

const accumulator = {
  title: "Acumulador de Mensagens",
  sub: "Junta mensagens picadas e responde tudo de uma vez",
  url: "app.formacaomagic.com.br/fluxos/acumulador",
  status: ["Janela de 10s", C.cyan],
  nav: "bolt",
  content: r => {
    const lw = 300,
      mw = 220,
      gap = 22
    const mx = r.x + lw + gap
    const rx = mx + mw + gap
    const rw = r.w - lw - mw - gap * 2
    const parts = ["oi", "tudo bem?", "queria saber o preço", "do plano pro", "e se tem desconto no anual"]
    let y = r.y + 70
    const centers = []
    const left =
      card(r.x, r.y, lw, r.h, { r: 18 }) +
      t(r.x + 20, r.y + 36, "Mensagens recebidas", { size: 15, weight: 600, fill: C.white }) +
      t(r.x + 20, r.y + 56, "5 mensagens em 9 segundos", { size: 12, fill: C.dim }) +
      parts
        .map((text, i) => {
          const b = bubble(r.x + 18, y, lw - 36, { from: "user", text, time: `14:02:0${i * 2}` }, 14)
          centers.push(y + b.h / 2)
          y += b.h + 10
          return b.svg
        })
        .join("")
    const before = stat(r.x + 18, r.y + r.h - 108, lw - 36, 90, {
      label: "Sem o acumulador",
      value: "5 respostas soltas",
      valueSize: 20,
      delta: "confuso",
      deltaColor: C.red,
    })
    const cy = r.y + r.h / 2
    const flow =
      centers
        .map(sy => {
          return `<path d="M${r.x + lw},${sy} C${mx + 30},${sy} ${mx + 30},${cy} ${mx + mw / 2 - 60},${cy}" fill="none" stroke="url(#g-accent)" stroke-width="2" opacity="0.55"/>`
        })
        .join("") +
      `<path d="M${mx + mw / 2 + 60},${cy} H${rx - 6}" stroke="${C.cyan}" stroke-width="2.5"/><path d="M${rx - 12},${cy - 6} l7,6 l-7,6" stroke="${C.cyan}" stroke-width="2.5" fill="none"/>`
    const ring = 2 * Math.PI * 52
    const middle =
      `<circle cx="${mx + mw / 2}" cy="${cy}" r="84" fill="url(#g-glow-v)"/>` +
      `<circle cx="${mx + mw / 2}" cy="${cy}" r="60" fill="${C.card}" stroke="${C.border2}"/>` +
      `<circle cx="${mx + mw / 2}" cy="${cy}" r="52" fill="none" stroke="#26263a" stroke-width="6"/>` +
      `<circle cx="${mx + mw / 2}" cy="${cy}" r="52" fill="none" stroke="url(#g-accent-d)" stroke-width="6" stroke-linecap="round" stroke-dasharray="${ring * 0.8} ${ring}" transform="rotate(-90 ${mx + mw / 2} ${cy})"/>` +
      t(mx + mw / 2, cy + 2, "8s", { size: 28, weight: 700, fill: C.white, anchor: "middle" }) +
      t(mx + mw / 2, cy + 22, "aguardando", { size: 11, fill: C.grey, anchor: "middle" }) +
      t(mx + mw / 2, cy + 104, "Acumulador", { size: 15, weight: 600, fill: C.white, anchor: "middle" }) +
      t(mx + mw / 2, cy + 124, "espera o cliente terminar", { size: 12, fill: C.dim, anchor: "middle" })
    const merged = bubble(
      rx + 18,
      r.y + 72,
      rw - 36,
      {
        from: "user",
        text: "oi, tudo bem? queria saber o preço do plano pro e se tem desconto no anual",
        time: "14:02:08",
      },
      14,
    )
    const reply = bubble(
      rx + 18,
      r.y + 72 + merged.h + 56,
      rw - 36,
      {
        from: "agent",
        text: "Oi! Tudo ótimo. O plano Pro custa R$ 197/mês e, no anual, sai com 20% de desconto.",
        time: "14:02:19",
      },
      14,
    )
    const right =
      card(rx, r.y, rw, r.h, { r: 18, stroke: "rgba(139,92,246,0.4)" }) +
      t(rx + 20, r.y + 36, "Mensagem consolidada", { size: 15, weight: 600, fill: C.white }) +
      t(rx + 20, r.y + 56, "Enviada ao agente como uma só", { size: 12, fill: C.dim }) +
      merged.svg +
      t(rx + 20, r.y + 72 + merged.h + 36, "Resposta única do agente", { size: 12, weight: 600, fill: C.grey }) +
      reply.svg +
      stat(rx + 18, r.y + r.h - 108, (rw - 48) / 2, 90, { label: "Chamadas à IA", value: "1 de 5", valueSize: 22 }) +
      stat(rx + 30 + (rw - 48) / 2, r.y + r.h - 108, (rw - 48) / 2, 90, {
        label: "Economia",
        value: "-80%",
        valueSize: 22,
        accent: true,
      })
    return flow + left + before + middle + right
  },
}

const recovery = {
  title: "Recuperação de Carrinho",
  sub: "Mensagens automáticas que trazem o cliente de volta",
  url: "app.formacaomagic.com.br/recuperacao",
  status: ["Últimos 30 dias", C.violet],
  nav: "chart",
  content: r => {
    const sw = (r.w - 36) / 3
    const cw = 590
    const px = r.x + cw + 22
    const pw = r.w - cw - 22
    const y2 = r.y + 122
    const values = [2.1, 2.8, 2.4, 3.6, 3.1, 4.4, 4.0, 5.6]
    return (
      stat(r.x, r.y, sw, 104, { label: "Carrinhos abandonados", value: "312", delta: "30 dias", deltaColor: C.dim }) +
      stat(r.x + sw + 18, r.y, sw, 104, { label: "Recuperados", value: "94", delta: "30,1%" }) +
      stat(r.x + (sw + 18) * 2, r.y, sw, 104, {
        label: "Receita recuperada",
        value: "R$ 28.430",
        delta: "+18%",
        accent: true,
      }) +
      card(r.x, y2, cw, r.h - 122, { r: 18 }) +
      t(r.x + 22, y2 + 36, "Valor recuperado por semana", { size: 15, weight: 600, fill: C.white }) +
      t(r.x + 22, y2 + 56, "em milhares de R$", { size: 12, fill: C.dim }) +
      barChart({
        x: r.x + 30,
        y: y2 + 90,
        w: cw - 60,
        h: r.h - 122 - 150,
        values,
        labels: values.map((_, i) => `S${i + 1}`),
        highlight: 7,
        gap: 0.45,
      }) +
      pill(r.x + 30 + ((cw - 60) / 8) * 7.5 - pillW("R$ 5.600", 12) / 2, y2 + 66, "R$ 5.600", {
        size: 12,
        fill: "rgba(34,211,238,0.14)",
        color: "#a5f3fc",
      }) +
      card(px, y2, pw, r.h - 122, { r: 18 }) +
      t(px + 20, y2 + 36, "Mensagem automática", { size: 15, weight: 600, fill: C.white }) +
      t(px + 20, y2 + 56, "Enviada 1h após o abandono", { size: 12, fill: C.dim }) +
      bubble(
        px + 16,
        y2 + 76,
        pw - 32,
        {
          from: "agent",
          text: "Oi, Lucas! Seu carrinho ainda está te esperando. Finalize hoje com 10% OFF: VOLTA10",
          time: "16:20",
        },
        14,
      ).svg +
      bubble(px + 16, y2 + 178, pw - 32, { from: "user", text: "Opa, acabei de finalizar!", time: "16:31" }, 14).svg +
      toast({
        x: px + 14,
        y: y2 + r.h - 122 - 92,
        w: pw - 28,
        h: 74,
        title: "Pedido recuperado",
        sub: "#9182 · Lucas",
        right: "R$ 349",
        rightColor: C.green,
        icon: "cart",
        shadow: false,
      })
    )
  },
}

const FLOWS = [
  { name: "Captura de leads", detail: "Executado há 1 min · 842 hoje", status: "OK", color: C.green },
  { name: "Sincronizar CRM", detail: "HTTP 500 no nó “Atualizar contato”", status: "Falhou", color: C.red },
  { name: "Envio de boletos", detail: "Resposta lenta: 12s", status: "Atenção", color: C.amber },
  { name: "Agente de atendimento", detail: "2.418 execuções hoje", status: "OK", color: C.green },
  { name: "Recuperação de carrinho", detail: "Executado há 6 min", status: "OK", color: C.green },
  { name: "Backup diário", detail: "Concluído às 03:00", status: "OK", color: C.green },
]
const errorNotify = {
  title: "Monitor de Automações",
  sub: "Alertas de erro em tempo real no WhatsApp e no e-mail",
  url: "app.formacaomagic.com.br/monitor",
  status: ["1 falha agora", C.red],
  nav: "bolt",
  content: r => {
    const lw = 560
    const ax = r.x + lw + 22
    const aw = r.w - lw - 22
    const rows = FLOWS.map((f, i) => statusRow(r.x, r.y + 44 + i * 81, lw, f)).join("")
    const details = [
      ["Nó", "Atualizar contato"],
      ["Erro", "500 Internal Server Error"],
      ["Quando", "Hoje, 14:32"],
      ["Tentativas", "3 de 3"],
    ]
    return (
      t(r.x, r.y + 20, "Fluxos monitorados", { size: 15, weight: 600, fill: C.white }) +
      t(r.x + lw, r.y + 20, "98,7% de sucesso hoje", { size: 13, fill: C.grey, anchor: "end" }) +
      rows +
      card(ax, r.y, aw, 330, { r: 18, fill: "#1a1220", stroke: "rgba(248,113,113,0.45)" }) +
      `<circle cx="${ax + 40}" cy="${r.y + 44}" r="34" fill="${C.red}" opacity="0.12" filter="url(#f-glow)"/>` +
      iconBadge(ax + 40, r.y + 44, 20, "alert", { fill: "rgba(248,113,113,0.2)", color: C.red }) +
      t(ax + 72, r.y + 40, "Falha no fluxo", { size: 16, weight: 700, fill: C.white }) +
      t(ax + 72, r.y + 60, "Sincronizar CRM", { size: 13, fill: "#fca5a5" }) +
      details
        .map(
          ([k, v], i) =>
            t(ax + 22, r.y + 112 + i * 32, k, { size: 13, fill: C.dim }) +
            t(ax + aw - 22, r.y + 112 + i * 32, fit(v, aw - 130, 13, 600), {
              size: 13,
              weight: 600,
              fill: C.text,
              anchor: "end",
            }),
        )
        .join("") +
      `<rect x="${ax + 20}" y="${r.y + 256}" width="${(aw - 52) / 2}" height="44" rx="12" fill="url(#g-accent)"/>` +
      t(ax + 20 + (aw - 52) / 4, r.y + 283, "Reexecutar", { size: 14, weight: 700, fill: "#fff", anchor: "middle" }) +
      `<rect x="${ax + 32 + (aw - 52) / 2}" y="${r.y + 256}" width="${(aw - 52) / 2}" height="44" rx="12" fill="none" stroke="${C.border2}"/>` +
      t(ax + aw - 20 - (aw - 52) / 4, r.y + 283, "Ver logs", {
        size: 14,
        weight: 600,
        fill: C.text,
        anchor: "middle",
      }) +
      toast({
        x: ax,
        y: r.y + 350,
        w: aw,
        title: "Alerta no WhatsApp",
        sub: "Equipe técnica avisada",
        right: "14:32",
        rightColor: C.dim,
        rightSize: 12,
        icon: "bell",
        shadow: false,
      }) +
      toast({
        x: ax,
        y: r.y + 440,
        w: aw,
        title: "E-mail enviado",
        sub: "suporte@empresa.com.br",
        right: "14:32",
        rightColor: C.dim,
        rightSize: 12,
        icon: "send",
        badge: "#2a2a40",
        shadow: false,
      }) +
      statusDot(ax + aw - 18, r.y + 20, C.red, 4)
    )
  },
}

export default { whatsapp, accumulator, recovery, "error-notify": errorNotify }
