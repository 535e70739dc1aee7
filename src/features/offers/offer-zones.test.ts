/**
 * @jest-environment node
 */
// A visitor's browser may run in any time zone; Jest keeps one per run, so each zone gets a Node process of its own.
import { execFileSync } from "node:child_process"
import path from "node:path"
import { buildSync } from "esbuild"

const offers = buildSync({
  entryPoints: [path.join(__dirname, "../../content-model/offers.ts")],
  bundle: true,
  format: "iife",
  globalName: "offers",
  write: false,
}).outputFiles[0].text

const PROBE = `${offers}
  const labels = { endsIn: "Termina em {time}", startsIn: "Começa em {time}", day: "dia", days: "dias",
    hour: "hora", hours: "horas", minute: "minuto", minutes: "minutos", and: "e" }
  const week = offers.offerWindow({ startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" })
  const lisbon = offers.offerWindow({ endsAt: "2026-03-29T12:00:00+01:00" })
  const sentence = (window, at) => offers.countdownSentence(offers.offerClock(window, Date.parse(at)), labels)
  console.log(JSON.stringify({
    localHour: new Date(Date.UTC(2026, 6, 1, 12)).getHours(),
    endsAt: week.endsAt,
    lastDayAt: week.lastDayAt,
    states: ["2026-11-30T02:59:59Z", "2026-11-30T03:00:00Z", "2026-12-07T02:59:58Z", "2026-12-07T02:59:59Z"]
      .map(at => offers.offerState(week, Date.parse(at))),
    sentence: sentence(week, "2026-12-04T21:47:59Z"),
    dstSentence: sentence(lisbon, "2026-03-28T12:00:00Z"),
  }))`

// São Paulo has had no daylight saving since 2019; Manaus is UTC-4; Lisbon and New York change their clocks.
it.each([
  ["America/Sao_Paulo", 9],
  ["America/Manaus", 8],
  ["Europe/Lisbon", 13],
  ["America/New_York", 8],
  ["Asia/Tokyo", 21],
])("a visitor in %s sees the week start, end and count down at the same instants", (zone, localHour) => {
  const output = execFileSync(process.execPath, ["-e", PROBE], { env: { ...process.env, TZ: zone } })
  expect(JSON.parse(output.toString())).toEqual({
    // The process really runs in that zone…
    localHour,
    // …and still sees the week open at 00:00 and end at 23:59:59 Brasília time, its last day São Paulo's.
    endsAt: Date.parse("2026-12-07T02:59:59Z"),
    lastDayAt: Date.parse("2026-12-06T03:00:00Z"),
    states: ["before", "open", "open", "ended"],
    sentence: "Termina em 2 dias e 5 horas",
    // Lisbon's clocks jump forward on 29 March 2026: 24 local hours are 23 real ones, and the count says 23.
    dstSentence: "Termina em 23 horas",
  })
})
