/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { parseDateTime } from "../../lib/date-time"
import { WEEK_STATE_SCRIPT } from "./customer-week-page"
import { inlineScripts } from "../../../plugins/security-headers/security-headers"
import { customerWeekDocument } from "./ssr"

const dates = { endsAt: "2026-12-06T23:59:59-03:00" }
const end = parseDateTime(dates.endsAt)

describe("customerWeekDocument", () => {
  it("marks the renewal page with its week and its state at build time", () => {
    for (const pathname of ["/semana-cliente/", "/semana-cliente"]) {
      expect(customerWeekDocument(pathname, end - 1000, dates)?.htmlAttributes).toEqual({
        "data-week": "open",
        "data-week-ends": String(end),
      })
    }
  })

  it("builds a page already over once the deadline has passed", () => {
    expect(customerWeekDocument("/semana-cliente/", end, dates)?.htmlAttributes["data-week"]).toBe("ended")
  })

  it("puts the state script in the head, as a plain inline script the CSP hashes", () => {
    const head = customerWeekDocument("/semana-cliente/", end, dates)?.headComponents ?? []
    const html = renderToStaticMarkup(<>{head}</>)
    expect(inlineScripts(html)).toEqual([WEEK_STATE_SCRIPT])
  })

  it("leaves the other pages alone", () => {
    expect(customerWeekDocument("/", end, dates)).toBeNull()
    expect(customerWeekDocument("/obrigado/", end, dates)).toBeNull()
  })

  it("reads the committed content's dates", () => {
    expect(customerWeekDocument("/semana-cliente/", 0)?.htmlAttributes["data-week-ends"]).toBe(String(end))
  })
})
