/** The command's options; a wrong one gets a Portuguese message naming it. */
import { ReportError } from "./errors"

export interface Options {
  leads: string
  sales: string
  json: boolean
  /** Relative lift the test is sized for: 0.2 = +20%. */
  lift: number
  /** Where the chart goes; undefined with --json unless --chart is given. */
  chart: string | undefined
}

export const USAGE =
  "Use: npm run ab:report -- --leads <arquivo> --sales <arquivo> [--json] [--lift <porcentagem>] [--chart <arquivo.html>]"
export const DEFAULT_CHART = "relatorio-ab.html"
const DEFAULT_LIFT_PERCENT = 20

export function parseArgs(argv: string[]): Options {
  const values = new Map<string, string>()
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined]
    if (flag === "--json") {
      if (inline !== undefined) throw new ReportError(`A opção --json não leva valor. ${USAGE}`)
      json = true
      continue
    }
    if (!["--leads", "--sales", "--lift", "--chart"].includes(flag)) {
      throw new ReportError(
        arg.startsWith("-") ? `Opção desconhecida: ${flag}. ${USAGE}` : `Não sei o que fazer com "${arg}". ${USAGE}`,
      )
    }
    const value = inline ?? (i + 1 < argv.length ? argv[i + 1] : "")
    if (value === "" || (inline === undefined && value.startsWith("--"))) {
      throw new ReportError(`A opção ${flag} precisa de um valor. ${USAGE}`)
    }
    if (values.has(flag)) throw new ReportError(`A opção ${flag} apareceu duas vezes. ${USAGE}`)
    values.set(flag, value)
    if (inline === undefined) i += 1
  }
  const file = (flag: string): string => {
    const value = values.get(flag)
    if (value === undefined) throw new ReportError(`Falta a opção ${flag} <arquivo>. ${USAGE}`)
    return value
  }
  const leads = file("--leads")
  const sales = file("--sales")
  const liftText = values.get("--lift") ?? String(DEFAULT_LIFT_PERCENT)
  const lift = Number(liftText.replace(/%$/, "").replace(",", "."))
  if (!Number.isFinite(lift) || lift <= 0 || lift > 1000) {
    throw new ReportError(
      `A opção --lift espera a melhora que se quer ver, em porcentagem (por exemplo 20), não "${liftText}".`,
    )
  }
  return {
    leads,
    sales,
    json,
    lift: lift / 100,
    chart: values.get("--chart") ?? (json ? undefined : DEFAULT_CHART),
  }
}
