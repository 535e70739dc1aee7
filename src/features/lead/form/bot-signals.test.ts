import { leadSuspicion, MIN_HUMAN_FILL_MS } from "./bot-signals"

describe("leadSuspicion", () => {
  it("flags nothing for an empty honeypot and a person's pace", () => {
    expect(leadSuspicion({ honeypot: "", elapsedMs: MIN_HUMAN_FILL_MS })).toBeUndefined()
    expect(leadSuspicion({ honeypot: "", elapsedMs: 60_000 })).toBeUndefined()
  })

  it("flags a filled honeypot, however slow the submit", () => {
    expect(leadSuspicion({ honeypot: "sim", elapsedMs: 60_000 })).toEqual({
      suspeito: true,
      motivo_suspeita: "honeypot",
    })
  })

  it("flags a submit faster than a person can fill the form", () => {
    expect(leadSuspicion({ honeypot: "", elapsedMs: MIN_HUMAN_FILL_MS - 1 })).toEqual({
      suspeito: true,
      motivo_suspeita: "rapido_demais",
    })
  })

  it("names the honeypot when both signs are there", () => {
    expect(leadSuspicion({ honeypot: "x", elapsedMs: 10 })?.motivo_suspeita).toBe("honeypot")
  })

  it("ignores whitespace some bots and extensions leave in fields", () => {
    expect(leadSuspicion({ honeypot: "  ", elapsedMs: 60_000 })).toBeUndefined()
  })
})
