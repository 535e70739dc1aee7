import { fireEvent, render, screen, within } from "@testing-library/react"
import journeyJson from "../../../../content/data/journey.json"
import { delegateDialogs } from "../../../lib/browser/dialogs"
import { copyNode, polyfillDialog, ui } from "../../../ui/testing"
import { Journey } from "./Journey"

const { phases } = journeyJson
let stopDialogs: () => void

beforeAll(polyfillDialog)
beforeEach(() => {
  stopDialogs = delegateDialogs(document)
})
afterEach(() => stopDialogs())

const renderJourney = () => render(<Journey data={{ journeyCopy: copyNode("Sua jornada"), journeyJson, uiJson: ui }} />)

const phaseButton = (phase: (typeof phases)[number]) =>
  screen.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` })

describe("the journey", () => {
  it("lists the seven phases as buttons, each with its dialog in the static HTML", () => {
    renderJourney()
    expect(phases).toHaveLength(7)
    for (const phase of phases) {
      const dialog = document.getElementById(phaseButton(phase).getAttribute("aria-controls") ?? "")
      expect(dialog?.tagName).toBe("DIALOG")
      expect(dialog).toHaveTextContent(phase.modal.intro)
    }
  })

  it("a phase opens its own dialog: intro, learnings, expected result and the way to pricing", () => {
    renderJourney()
    const phase = phases[2]
    fireEvent.click(phaseButton(phase))
    const dialog = screen.getByRole("dialog", { name: phase.title })
    for (const learning of phase.modal.learnings) expect(within(dialog).getByText(learning)).toBeInTheDocument()
    expect(within(dialog).getByRole("heading", { name: ui.modal.resultTitle })).toBeInTheDocument()
    expect(dialog).toHaveTextContent(phase.modal.expectedResult)
    expect(within(dialog).getByRole("link", { name: ui.modal.phaseCtaLabel })).toHaveAttribute("href", "#pricing")
    // One phase at a time: the others stay closed.
    expect(screen.getAllByRole("dialog")).toHaveLength(1)
  })

  it("the X closes its own dialog without any script (an invoker command) and is no form", () => {
    renderJourney()
    fireEvent.click(phaseButton(phases[0]))
    const dialog = screen.getByRole("dialog")
    const close = within(dialog).getByRole("button", { name: ui.modal.closeLabel })
    expect(close).toHaveAttribute("commandfor", dialog.id)
    expect(close).toHaveAttribute("command", "close")
    // A form per dialog made the browser's form scan restyle the page as parsing ended.
    expect(close.closest("form")).toBeNull()
  })
})
