import { render } from "@testing-library/react"
import { Checklist } from "./primitives"

test("a checklist gives each point one decorative mark beside its text, a ✓ or for kind cross a ✕, drawn without SVG", () => {
  const { container, getAllByRole } = render(
    <>
      <Checklist items={["Acesso vitalício", "Certificado"]} />
      <Checklist items={["Suporte"]} kind="cross" />
    </>,
  )
  const points = getAllByRole("listitem")
  expect(points.map(point => point.textContent)).toEqual(["Acesso vitalício", "Certificado", "Suporte"])
  const marks = points.map(point => point.querySelectorAll('[aria-hidden="true"]'))
  expect(marks.map(mark => mark.length)).toEqual([1, 1, 1])
  expect(marks.map(([mark]) => mark.getAttribute("data-kind"))).toEqual(["check", "check", "cross"])
  // One element per mark: the pages carry about 150, so each glyph is CSS.
  expect(marks.every(([mark]) => mark.childElementCount === 0)).toBe(true)
  expect(container.querySelector("svg")).toBeNull()
})
