import { render } from "@testing-library/react"
import { CHECK_PATH } from "./icons"
import { Checklist, Mark } from "./primitives"

/** The glyphs (SVGs in `mask` data URIs) of the rules Emotion inserted for `.<one of the element's classes><selectorTail>`. */
function glyphsFor(element: Element, selectorTail: string): string[] {
  const selectors = new Set(Array.from(element.classList, name => `.${name}${selectorTail}`))
  return Array.from(document.styleSheets)
    .flatMap(sheet => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && selectors.has(rule.selectorText))
    .flatMap(rule =>
      Array.from(rule.style.cssText.matchAll(/(?:^|[\s;])mask-image: url\("data:image\/svg\+xml,([^"]+)"\)/g), match =>
        decodeURIComponent(match[1]),
      ),
    )
}

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
    // Every mark starts as a ✓; a cross mark's own rule swaps in the ✕.
    expect(glyphsFor(check, "::before")).toEqual([expect.stringContaining(`d="${CHECK_PATH}"`)])
    expect(glyphsFor(cross, '[data-kind="cross"]::before')).toEqual([
      expect.stringContaining('d="M7 7l10 10M17 7L7 17"'),
    ])
  })
})
