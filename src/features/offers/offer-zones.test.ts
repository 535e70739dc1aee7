/**
 * @jest-environment node
 */
// A visitor's browser may run in any time zone. Jest keeps one zone per run,
// so each zone gets its own Node process with TZ set, running the same code.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import ts from "typescript"

const SRC = path.join(__dirname, "..", "..")
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "week-zones-"))
  // Each file keeps its place under src/, so their relative imports resolve.
  for (const name of ["content-model/offers", "lib/date-time", "lib/fill-template"]) {
    const source = fs.readFileSync(path.join(SRC, `${name}.ts`), "utf8")
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    })
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, `${name}.js`), outputText)
  }
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

interface ZoneReport {
  localHour: number
  endsAt: number
  states: string[]
  sentence: string
  dstSentence: string
  lastDayAt: number
}

/** Runs the week's logic in a Node process whose local zone is `zone`. */
function inZone(zone: string): ZoneReport {
  const script = `
    const week = require(${JSON.stringify(path.join(dir, "content-model/offers.js"))})
    const labels = { endsIn: "Termina em {time}", startsIn: "Começa em {time}", day: "dia", days: "dias",
      hour: "hora", hours: "horas", minute: "minuto", minutes: "minutos", and: "e" }
    const window = week.offerWindow({ startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" })
    const lisbon = week.offerWindow({ endsAt: "2026-03-29T12:00:00+01:00" })
    console.log(JSON.stringify({
      localHour: new Date(Date.UTC(2026, 6, 1, 12)).getHours(),
      endsAt: window.endsAt,
      states: ["2026-11-30T02:59:59Z", "2026-11-30T03:00:00Z", "2026-12-07T02:59:58Z", "2026-12-07T02:59:59Z"]
        .map(at => week.offerState(window, Date.parse(at))),
      sentence: week.countdownSentence(week.offerClock(window, Date.parse("2026-12-04T21:47:59Z")), labels),
      dstSentence: week.countdownSentence(week.offerClock(lisbon, Date.parse("2026-03-28T12:00:00Z")), labels),
      lastDayAt: window.lastDayAt,
    }))
  `
  const output = execFileSync(process.execPath, ["-e", script], { env: { ...process.env, TZ: zone } })
  return JSON.parse(output.toString()) as ZoneReport
}

describe("the deadline is one instant in every time zone", () => {
  // São Paulo has had no daylight saving since 2019; Manaus is UTC-4; Lisbon and New York change their clocks.
  it.each([
    ["America/Sao_Paulo", 9],
    ["America/Manaus", 8],
    ["Europe/Lisbon", 13],
    ["America/New_York", 8],
    ["Asia/Tokyo", 21],
  ])("a visitor in %s sees the same deadline and countdown", (zone, localHour) => {
    const report = inZone(zone)
    // The process really runs in that zone...
    expect(report.localHour).toBe(localHour)
    // ...and still sees the week open at 00:00 and end at 23:59:59 Brasília time.
    expect(report.endsAt).toBe(Date.parse("2026-12-07T02:59:59Z"))
    expect(report.states).toEqual(["before", "open", "open", "ended"])
    expect(report.sentence).toBe("Termina em 2 dias e 5 horas")
    // Lisbon's clocks jump forward on 29 March 2026: 24 local hours are 23 real ones, and the count says 23.
    expect(report.dstSentence).toBe("Termina em 23 horas")
    // The last day ("só hoje") is São Paulo's, whatever the visitor's zone.
    expect(report.lastDayAt).toBe(Date.parse("2026-12-06T03:00:00Z"))
  })
})
