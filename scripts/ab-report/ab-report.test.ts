/**
 * @jest-environment node
 *
 * npm run ab:report as a marketer runs it: exports written as the CRM and the
 * checkouts write them, the command's output, messages and chart file. The
 * command runs in this process (runReport); two tests start it as npm does.
 */
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { runReport } from "./cli"
import { ReportError } from "./errors"
import {
  crmCsv,
  crmJson,
  genericCsv,
  hotmartCsv,
  kiwifyCsv,
  siteLeads,
  writeTemp,
  type SaleSpec,
} from "./test-fixtures"

const SCRIPT = path.join(__dirname, "index.mjs")

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** The command as npm starts it: from the project's root, with the marketer's folder `dir` in INIT_CWD. */
function abReportProcess(args: string[], dir: string): Promise<Run> {
  const options = { cwd: path.join(__dirname, "..", ".."), env: { ...process.env, INIT_CWD: dir } }
  return new Promise(resolve => {
    execFile(process.execPath, [SCRIPT, ...args], options, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

/** The command in this process, run from `dir`: what it prints, or its message and exit code 1. */
function abReport(args: string[], dir: string): Promise<Run> {
  let stdout = ""
  try {
    runReport(args, text => (stdout += text), dir)
    return Promise.resolve({ code: 0, stdout, stderr: "" })
  } catch (error) {
    if (!(error instanceof ReportError)) throw error
    return Promise.resolve({ code: 1, stdout, stderr: error.message })
  }
}

interface JsonReport {
  variants: { variant: string; leads: number; sales: number; conversion: number; revenue: number }[]
  leader: string | null
  probabilityLeaderBest: number | null
  enoughData: boolean
}

/** 1,000 counted leads a side, 30 sales on main and 60 on preco-b; plus leads that must not count. */
function bigTest() {
  const leads = [
    ...siteLeads(1000, { variant: "main" }),
    ...siteLeads(1000, { variant: "preco-b", environment: "branch" }),
    // Counted, these would sink preco-b to 60 in 2,000 (3%), level with main.
    ...siteLeads(600, { variant: "preco-b", environment: "preview", from: 5000 }),
    ...siteLeads(400, { variant: "preco-b", environment: "branch", suspected: true, from: 7000 }),
    ...siteLeads(50, { variant: "main", environment: "local", from: 9000 }),
  ]
  // The webhooks' retries: the same lead twice.
  leads.push(...leads.slice(0, 5))
  const buyers = (variant: string, count: number): SaleSpec[] =>
    Array.from({ length: count }, (_, i) => ({
      variant,
      email: `pessoa${i}.${variant}@exemplo.com.br`,
      sck: i % 2 ? "anuncio-7" : undefined,
    }))
  const sales: SaleSpec[] = [
    ...buyers("main", 30),
    ...buyers("preco-b", 60),
    { variant: "preco-b", email: "x@exemplo.com.br", status: "refunded" },
    { variant: "main", email: "y@exemplo.com.br", status: "pending" },
  ]
  return { leads, sales }
}

describe("npm run ab:report", () => {
  it.each([
    ["CRM CSV and Hotmart", "leads.csv", crmCsv, "vendas-hotmart.csv", hotmartCsv],
    ["CRM JSON and Kiwify", "leads.json", crmJson, "vendas-kiwify.csv", kiwifyCsv],
    ["CRM CSV and the generic CSV", "leads.csv", crmCsv, "vendas.csv", genericCsv],
  ] as const)(
    "with %s: names the variant with twice the sales, at 95% or more, counting only visitors' leads",
    async (_, leadsFile, writeLeads, salesFile, writeSales) => {
      const { leads, sales } = bigTest()
      const dir = writeTemp({ [leadsFile]: writeLeads(leads), [salesFile]: writeSales(sales) })
      const run = await abReport(["--leads", leadsFile, "--sales", salesFile, "--json"], dir)
      expect(run.stderr).toBe("")
      expect(run.code).toBe(0)
      const report = JSON.parse(run.stdout) as JsonReport
      expect(Object.keys(report)).toEqual(["variants", "leader", "probabilityLeaderBest", "enoughData"])
      expect(report.variants.map(v => Object.keys(v))).toEqual([
        ["variant", "leads", "sales", "conversion", "revenue"],
        ["variant", "leads", "sales", "conversion", "revenue"],
      ])
      expect(report.variants.map(({ variant, leads, sales }) => ({ variant, leads, sales }))).toEqual([
        { variant: "main", leads: 1000, sales: 30 },
        { variant: "preco-b", leads: 1000, sales: 60 },
      ])
      expect(report.variants[1].conversion).toBeCloseTo(0.06)
      expect(report.variants[1].revenue).toBe((60 * report.variants[0].revenue) / 30)
      expect(report.leader).toBe("preco-b")
      expect(report.probabilityLeaderBest).toBeGreaterThanOrEqual(0.95)
      expect(report.enoughData).toBe(true)
    },
  )

  it("runs as npm runs it: prints the JSON, and exits 1 with the message for a malformed file", async () => {
    const { leads, sales } = bigTest()
    const dir = writeTemp({
      "leads.csv": crmCsv(leads),
      "vendas.csv": hotmartCsv(sales),
      "ruim.csv": 'variante,ambiente\n"main,production\n',
    })
    const ok = await abReportProcess(["--leads", "leads.csv", "--sales", "vendas.csv", "--json"], dir)
    expect(ok.code).toBe(0)
    expect((JSON.parse(ok.stdout) as JsonReport).leader).toBe("preco-b")
    const bad = await abReportProcess(["--leads", "ruim.csv", "--sales", "vendas.csv"], dir)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toBe("ruim.csv, linha 2, coluna 1: as aspas abertas neste valor não se fecham\n")
  })

  it("gives the same figures every time (the draws are seeded)", async () => {
    const { leads, sales } = bigTest()
    const dir = writeTemp({ "leads.csv": crmCsv(leads), "vendas.csv": genericCsv(sales) })
    const a = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--json"], dir)
    const b = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--json"], dir)
    expect(a.stdout).toBe(b.stdout)
  })

  it("prints a Portuguese table and a verdict, and writes a self-contained chart", async () => {
    const { leads, sales } = bigTest()
    const dir = writeTemp({ "leads.csv": crmCsv(leads), "vendas.csv": hotmartCsv(sales) })
    const run = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--chart", "grafico.html"], dir)
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /Variante\s+Leads\s+Vendas\s+Conversão\s+Intervalo de 95%\s+Receita\s+Chance de ser a melhor/,
    )
    expect(run.stdout).toMatch(/preco-b\s+1\.000\s+60\s+6,0%/)
    expect(run.stdout).toContain("Vencedora: preco-b, com mais de 99,9% de probabilidade de ser a melhor.")
    expect(run.stdout).toContain(
      "Leads não contados: 650 de teste (preview ou local), 400 suspeitos de robô, 5 repetidos.",
    )
    expect(run.stdout).toContain("Vendas não aprovadas (canceladas, reembolsadas, aguardando…), ignoradas: 2.")
    expect(run.stdout).toContain(`Gráfico: ${path.join(dir, "grafico.html")}`)
    const html = readFileSync(path.join(dir, "grafico.html"), "utf8")
    expect(html).toContain("Vencedora: preco-b")
    expect(html).toMatch(/<div class="row"><div class="name">main<\/div>/)
    expect(html).toMatch(/<div class="row leader"><div class="name">preco-b<\/div>/)
    // No byte from elsewhere: no address, no script, no stylesheet or image to fetch.
    expect(html).not.toMatch(/https?:|<script|<link|<img|url\(|@import/)
  })

  it("with 20 leads a side, says there is not enough data", async () => {
    const leads = [
      ...siteLeads(20, { variant: "main" }),
      ...siteLeads(20, { variant: "preco-b", environment: "branch" }),
    ]
    const sales: SaleSpec[] = [
      { variant: "main", email: "pessoa0.main@exemplo.com.br" },
      ...[0, 1, 2, 3].map(i => ({ variant: "preco-b", email: `pessoa${i}.preco-b@exemplo.com.br` })),
    ]
    const dir = writeTemp({ "leads.csv": crmCsv(leads), "vendas.csv": kiwifyCsv(sales) })
    const json = JSON.parse(
      (await abReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--json"], dir)).stdout,
    ) as JsonReport
    expect(json.enoughData).toBe(false)
    const text = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv"], dir)
    expect(text.stdout).toContain("Dados insuficientes: cada variante precisa de pelo menos 100 leads")
    expect(text.stdout).toMatch(
      /cada variante precisa de cerca de [\d.]+ leads\. Faltam [\d.]+ em main e [\d.]+ em preco-b\./,
    )
  })

  it("matches a sale without a variant in its sck to a lead by the buyer's e-mail", async () => {
    const leads = [...siteLeads(3, { variant: "main" }), ...siteLeads(3, { variant: "preco-b", environment: "branch" })]
    const sales: SaleSpec[] = [
      { email: "PESSOA1.preco-b@exemplo.com.br", sck: "anuncio-9" },
      { email: "desconhecido@exemplo.com.br" },
    ]
    const dir = writeTemp({ "leads.json": crmJson(leads), "vendas.csv": hotmartCsv(sales) })
    const run = await abReport(["--leads", "leads.json", "--sales", "vendas.csv", "--json"], dir)
    const report = JSON.parse(run.stdout) as JsonReport
    expect(report.variants.map(v => v.sales)).toEqual([0, 1])
  })

  it('with an empty leads file answers "nenhum lead"', async () => {
    const dir = writeTemp({ "leads.csv": "", "vendas.csv": genericCsv([]) })
    const text = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv"], dir)
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("Nenhum lead")
    const json = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv", "--json"], dir)
    expect(JSON.parse(json.stdout)).toEqual({
      variants: [],
      leader: null,
      probabilityLeaderBest: null,
      enoughData: false,
    })
  })

  it.each([
    [
      "a leads CSV with an unclosed quote",
      "leads.csv",
      'lead_id,email,variante,ambiente\n1,a@b.co,main,production\n2,"c@d.co,main,production\n',
      "leads.csv, linha 3, coluna 2: as aspas abertas neste valor não se fecham",
    ],
    [
      "a leads CSV row with a column too many",
      "leads.csv",
      "lead_id,email,variante,ambiente\n1,a@b.co,main,production,sim\n",
      "leads.csv, linha 2, coluna 5: a linha tem 5 colunas, mas o cabeçalho (linha 1) tem 4",
    ],
    [
      "a leads JSON missing a comma",
      "leads.json",
      '[\n  {"variante": "main", "ambiente": "production"}\n  {"variante": "main"}\n]\n',
      'leads.json, linha 3, coluna 3: esperava "]" aqui',
    ],
    [
      "a lead with a strange suspicion flag",
      "leads.csv",
      "lead_id,variante,ambiente,suspeito\n1,main,production,talvez\n",
      'leads.csv, linha 2, coluna 4: "suspeito" deveria ser true ou false, não "talvez"',
    ],
    [
      "a leads export without the variant",
      "leads.csv",
      "lead_id,email,ambiente\n1,a@b.co,production\n",
      'leads.csv, linha 1, coluna 1: falta a coluna "variante"',
    ],
  ])("explains %s in Portuguese, naming the file, line and column", async (_, name, text, message) => {
    const dir = writeTemp({ [name]: text, "vendas.csv": genericCsv([]) })
    const run = await abReport(["--leads", name, "--sales", "vendas.csv"], dir)
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(message)
  })

  it("explains a sales file it does not recognise, and a bad value", async () => {
    const dir = writeTemp({
      "leads.csv": crmCsv(siteLeads(2, { variant: "main" })),
      "pedidos.csv": "pedido,total\n1,10\n",
      "vendas.csv": "sck,status,value,email\nv-main,approved,dez reais,a@b.co\n",
    })
    const unknown = await abReport(["--leads", "leads.csv", "--sales", "pedidos.csv"], dir)
    expect(unknown.stderr).toMatch(/^pedidos\.csv, linha 1: não reconheço estas colunas/)
    const value = await abReport(["--leads", "leads.csv", "--sales", "vendas.csv"], dir)
    expect(value.stderr).toContain('vendas.csv, linha 2, coluna 3: "dez reais" não é um valor em reais')
  })

  it.each([
    [["--leads", "leads.csv"], "Falta a opção --sales <arquivo>."],
    [["--leads", "leads.csv", "--sales", "vendas.csv", "--planilha", "x"], "Opção desconhecida: --planilha."],
    [["--leads", "--sales", "vendas.csv"], "A opção --leads precisa de um valor."],
    [["--leads", "leads.csv", "--sales", "vendas.csv", "--lift", "muito"], "A opção --lift espera a melhora"],
    [["--leads", "nao-existe.csv", "--sales", "vendas.csv"], "nao-existe.csv (de --leads) não existe."],
  ])("explains a wrong option in Portuguese, naming it: %j", async (args, message) => {
    const dir = writeTemp({ "leads.csv": "", "vendas.csv": "" })
    const run = await abReport(args, dir)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(message)
  })
})
