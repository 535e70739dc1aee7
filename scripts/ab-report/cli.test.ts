/**
 * npm run ab:report as a developer runs it: its options, what it prints and the chart it writes (the verdict's
 * figures are src/features/ab-verdict's tests); here the command runs in this process, and once as npm starts it.
 * @jest-environment node
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { runReport } from "./cli"

const leads = ["lead_id,email,variante,ambiente"]
const sales = ["sck,status,valor,email"]
for (const [variant, sold] of [
  ["main", 10],
  ["preco-b", 20],
] as const) {
  for (let i = 0; i < 200; i++) leads.push(`${variant}-${i},p${i}.${variant}@exemplo.com.br,${variant},production`)
  for (let i = 0; i < sold; i++) sales.push(`v-${variant},paid,"1.497,00",p${i}.${variant}@exemplo.com.br`)
}

/** A folder as the developer's: the exports in it. */
function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ab-report-"))
  writeFileSync(path.join(dir, "leads.csv"), `${leads.join("\n")}\n`)
  writeFileSync(path.join(dir, "vendas.csv"), `${sales.slice(0, 21).join("\n")}\n`)
  writeFileSync(path.join(dir, "kiwify.csv"), `${[sales[0], ...sales.slice(21)].join("\n")}\n`)
  writeFileSync(path.join(dir, "ruim.csv"), 'variante,ambiente\n"main,production\n')
  return dir
}

describe("npm run ab:report", () => {
  it("runs as npm runs it: the JSON with the verdict's fields, or exit code 1 and the message", async () => {
    const dir = folder()
    const run = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>(resolve => {
        const options = { cwd: path.join(__dirname, "..", ".."), env: { ...process.env, INIT_CWD: dir } }
        execFile(process.execPath, [path.join(__dirname, "index.mjs"), ...args], options, (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
        })
      })
    const ok = await run("--leads", "leads.csv", "--sales", "vendas.csv", "--sales=kiwify.csv", "--json")
    expect(ok.code).toBe(0)
    const json = JSON.parse(ok.stdout) as Record<string, unknown>
    expect(Object.keys(json).join()).toBe("metric,variants,leader,probabilityLeaderBest,enoughData,daysLeft,strays")
    expect(json.leader).toBe("preco-b")
    const bad = await run("--leads", "ruim.csv", "--sales", "vendas.csv")
    expect(bad).toMatchObject({
      code: 1,
      stderr: "ruim.csv, linha 2, coluna 1: as aspas abertas neste valor não se fecham\n",
    })
  })

  it("prints the table, the verdict and the notes, and writes a chart that needs nothing from elsewhere", async () => {
    const dir = folder()
    const text = await runReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--sales", "kiwify.csv"], dir)
    expect(text).toMatch(/^Teste A\/B: leads de leads\.csv; vendas de vendas\.csv, kiwify\.csv\n/)
    expect(text).toMatch(/Variante\s+Leads\s+Vendas\s+Conversão\s+Receita\s+Receita por lead\s+Chance de ser a melhor/)
    expect(text).toMatch(/preco-b\s+200\s+20\s+10,0%\s+R\$ 29\.940,00\s+R\$ 149,70/)
    expect(text).toContain("\nAmostra ainda curta: preco-b lidera em receita por lead")
    expect(text).toContain(`Gráfico: ${path.join(dir, "relatorio-ab.html")}`)
    const html = readFileSync(path.join(dir, "relatorio-ab.html"), "utf8")
    expect(html).toContain('<div class="row" data-leader><b>preco-b</b>')
    expect(html).not.toMatch(/https?:|<script|<link|<img|url\(|@import/)
  })

  it.each([
    [["--leads", "leads.csv"], "Falta a opção --sales <arquivo>."],
    [["--leads", "leads.csv", "--sales", "vendas.csv", "--planilha", "x"], "Opção desconhecida: --planilha."],
    [["--leads", "--sales", "vendas.csv"], "A opção --leads precisa de um valor."],
    [
      ["--leads", "leads.csv", "--sales", "vendas.csv", "--lift", "muito"],
      'A melhora mínima é uma porcentagem, por exemplo 20, não "muito".',
    ],
    [["--leads", "nao-existe.csv", "--sales", "vendas.csv"], "nao-existe.csv (de --leads) não existe."],
  ])("explains a wrong option in Portuguese, naming it: %j", async (args, message) => {
    await expect(runReport(args, folder())).rejects.toThrow(message)
  })
})
