import { leadSuspicion, MIN_HUMAN_FILL_MS } from "./bot-signals"

it.each([
  ["", MIN_HUMAN_FILL_MS, undefined],
  ["  ", 60_000, undefined],
  ["sim", 60_000, "honeypot"],
  ["", MIN_HUMAN_FILL_MS - 1, "rapido_demais"],
  ["x", 10, "honeypot"],
])("a honeypot of %j filled in %i ms is marked %s", (honeypot, elapsedMs, reason) => {
  expect(leadSuspicion(honeypot, elapsedMs)).toEqual(reason && { suspeito: true, motivo_suspeita: reason })
})
