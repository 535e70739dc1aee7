import { fireEvent, render, screen, within } from "@testing-library/react"
import journeyJson from "../../../../content/data/journey.json"
import { Themed, polyfillDialog, ui } from "../../ui/testing"
import type { HomeCopy, Phase } from "../../home-types"
import { Journey } from "../Journey"

const phases: Phase[] = journeyJson.phases
const copy = { title: "Sua jornada", html: "", ctaLabel: null } as unknown as HomeCopy

beforeAll(polyfillDialog)

function renderJourney() {
  return render(
    <Themed>
      <Journey copy={copy} phases={phases} ui={ui} />
      <section id="pricing">Planos</section>
    </Themed>,
  )
}

/** Clicks a phase and waits for its dialog (its code is fetched on the first click). */
const openPhase = (phase: Phase) => {
  fireEvent.click(screen.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` }))
  return screen.findByRole("dialog", { name: phase.title })
}

describe("journey phase modal", () => {
  it("lists the seven phases as buttons", () => {
    renderJourney()
    for (const phase of phases) {
      expect(screen.getByRole("button", { name: new RegExp(phase.title) })).toBeInTheDocument()
    }
    expect(phases).toHaveLength(7)
  })

  it("opens the clicked phase with its intro, learnings and expected result, and locks the page", async () => {
    renderJourney()
    const phase = phases[2]
    await openPhase(phase)
    const dialog = screen.getByRole("dialog", { name: phase.title })
    expect(dialog).toHaveTextContent(phase.modal.intro)
    for (const learning of phase.modal.learnings) expect(within(dialog).getByText(learning)).toBeInTheDocument()
    expect(within(dialog).getByRole("heading", { name: ui.modal.resultTitle })).toBeInTheDocument()
    expect(dialog).toHaveTextContent(phase.modal.expectedResult)
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("closes by the X button", async () => {
    renderJourney()
    await openPhase(phases[0])
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: ui.modal.closeLabel }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.body).not.toHaveClass("scroll-locked")
  })

  it("closes by Escape and by a click on the overlay", async () => {
    renderJourney()
    await openPhase(phases[1])
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await openPhase(phases[1])
    fireEvent.click(screen.getByRole("dialog"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("shows one phase at a time", async () => {
    renderJourney()
    await openPhase(phases[0])
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: ui.modal.closeLabel }))
    await openPhase(phases[6])
    expect(screen.getAllByRole("dialog")).toHaveLength(1)
    expect(screen.getByRole("dialog")).toHaveAccessibleName(phases[6].title)
    expect(screen.getByRole("dialog")).not.toHaveTextContent(phases[0].modal.intro)
  })

  it("its call to action closes the modal and scrolls to the pricing section", async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this)
    }
    const frame = jest.spyOn(window, "requestAnimationFrame").mockImplementation(callback => {
      callback(0)
      return 0
    })
    renderJourney()
    await openPhase(phases[4])
    const cta = within(screen.getByRole("dialog")).getByRole("link", { name: ui.modal.phaseCtaLabel })
    expect(cta).toHaveAttribute("href", "#pricing")
    fireEvent.click(cta)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(scrolled).toEqual([document.getElementById("pricing")])
    expect(window.location.hash).toBe("#pricing")
    frame.mockRestore()
  })
})
