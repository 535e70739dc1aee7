import { render } from "@testing-library/react"
import { Checklist, Mark } from "./primitives"

/** The declarations of the rules Emotion inserted for `.<one of the element's classes><selectorTail>`, merged in order. */
function styleOf(element: Element, selectorTail: string): Record<string, string> {
  const selectors = new Set(Array.from(element.classList, name => `.${name}${selectorTail}`))
  const rules = Array.from(document.styleSheets)
    .flatMap(sheet => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && selectorsOf(rule).some(s => selectors.has(s)),
    )
  return Object.fromEntries(
    rules.flatMap(rule => Array.from(rule.style, property => [property, rule.style.getPropertyValue(property)])),
  )
}

const selectorsOf = (rule: CSSStyleRule) => rule.selectorText.split(",").map(selector => selector.trim())

describe("Checklist and Mark", () => {
  it("give each point one decorative mark, hidden from screen readers, beside its text", () => {
    const { container, getAllByRole } = render(
      <>
        <Checklist items={["Acesso vitalício", "Certificado"]} />
      </>,
    )
    const points = getAllByRole("listitem")
    expect(points.map(point => point.textContent)).toEqual(["Acesso vitalício", "Certificado"])
    for (const point of points) {
      const marks = point.querySelectorAll('[aria-hidden="true"]')
      expect(marks).toHaveLength(1)
      // One element per mark: its glyph is CSS, so a long price table adds no SVG nodes to the page.
      expect(marks[0].childElementCount).toBe(0)
    }
    expect(container.querySelector("svg")).toBeNull()
  })

  it("draws a ✓ for what is included and a ✕ for what is not", () => {
    const { container } = render(
      <>
        <Mark />
        <Mark kind="cross" />
      </>,
    )
    const [check, cross] = Array.from(container.querySelectorAll("[data-kind]"))
    expect(check.getAttribute("data-kind")).toBe("check")
    expect(cross.getAttribute("data-kind")).toBe("cross")
    // The ✓: the lower and right borders of an upright box, turned 45°.
    const tick = styleOf(check, '[data-kind="check"]::before')
    expect(tick["border-width"]).toBe("0 2px 2px 0") // top, right, bottom, left
    expect(parseFloat(tick.height)).toBeGreaterThan(parseFloat(tick.width))
    expect(tick.transform).toBe("rotate(45deg)")
    // A ✓ is one box: no ::after for each of the page's many checks.
    expect(styleOf(check, "::after").content).toBeUndefined()
    // The ✕: two bars (a top border each), one per pseudo-element, turned opposite ways.
    const bars = [styleOf(cross, '[data-kind="cross"]::before'), styleOf(cross, '[data-kind="cross"]::after')]
    expect(bars.map(bar => bar["border-top-width"])).toEqual(["2px", "2px"])
    expect(bars.map(bar => bar.transform)).toEqual(["rotate(45deg)", "rotate(-45deg)"])
    // Neither is an image: an SVG image costs the page a document of its own and a mask layer per mark.
    for (const mark of [check, cross])
      for (const tail of ["::before", "::after"]) expect(JSON.stringify(styleOf(mark, tail))).not.toMatch(/url\(/)
  })
})
