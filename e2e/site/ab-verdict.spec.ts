import type { Request } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { expectNoAxeViolations } from "../helpers/page-checks"

/** A price test's exports as a marketer downloads them: the CRM's leads, Hotmart's and Kiwify's sales. */
function exportFiles() {
  const leads = ["lead_id,email,variante,ambiente,timestamp"]
  const hotmart = [
    "Código da transação;Status da transação;Valor de compra com impostos;Código SCK;Email do(a) Comprador(a)",
  ]
  const kiwify = ["ID da venda,Status,Total com acréscimo,Tracking sck,Email"]
  for (const [variant, sold, price] of [
    ["main", 14, 2497],
    ["preco-b", 20, 1497],
  ] as const) {
    for (let i = 0; i < 300; i++)
      leads.push(
        `${variant}-${i},pessoa${i}.${variant}@exemplo.com.br,${variant},production,2026-11-0${1 + (i % 9)}T12:00Z`,
      )
    for (let i = 0; i < sold; i++) {
      const buyer = `pessoa${i}.${variant}@exemplo.com.br`
      if (i % 2) kiwify.push(`kw-${variant}-${i},paid,${price}.00,anuncio-7_v-${variant},${buyer}`)
      else hotmart.push(`HP-${variant}-${i};Aprovado;${price.toLocaleString("pt-BR")},00;v-${variant};${buyer}`)
    }
  }
  const files = { "leads.csv": leads, "hotmart.csv": hotmart, "kiwify.csv": kiwify }
  return Object.entries(files).map(([name, lines]) => ({ name, text: lines.join("\n") }))
}

test("/admin/ab/ shows both arms and a verdict from dropped exports, and sends nothing anywhere", async ({
  page,
  external,
}) => {
  const response = await page.goto("/admin/ab/")
  // The page's own policy: nowhere to send anything but the site itself.
  expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self';")
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/)
  await expect(page.locator("html")).toHaveAttribute("data-page-hydrated", "")
  const requests: Request[] = []
  page.on("request", request => requests.push(request))
  const files = exportFiles()
  const dataTransfer = await page.evaluateHandle(list => {
    const transfer = new DataTransfer()
    for (const { name, text } of list) transfer.items.add(new File([text], name, { type: "text/csv" }))
    return transfer
  }, files)
  await page.getByLabel(/Solte os arquivos aqui/).dispatchEvent("drop", { dataTransfer })
  await page.getByLabel(/Variantes do teste/).fill("main, preco-b")

  const result = page.getByRole("region", { name: "Resultado do teste" })
  await expect(result.getByRole("row")).toHaveCount(3)
  await expect(result.getByRole("row", { name: /^main 300 14 4,7%/ })).toBeVisible()
  await expect(result.getByRole("row", { name: /^preco-b 300 20 6,7%/ })).toBeVisible()
  await expect(result.locator("p").first()).toHaveText(/^Amostra ainda curta: main lidera em receita por lead/)
  await expect(page.getByText("kiwify.csv: vendas")).toBeVisible()
  await expectNoAxeViolations(page, "/admin/ab/ with a verdict")

  // A GET carries no body: one whose address holds nothing of the files carries nothing of them.
  const carrying = requests.filter(
    request => request.method() !== "GET" || /exemplo|pessoa|HP-|kw-/.test(request.url()),
  )
  expect(carrying.map(request => `${request.method()} ${request.url()}`)).toEqual([])
  expect(external).toEqual([])
})
