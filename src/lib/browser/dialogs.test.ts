import { delegateDialogs, dialogCloser, dialogOpener } from "./dialogs"
import { dispatchClick } from "../../test-utils/dom"

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open")
  }
})

let stop: () => void
const scrolled: string[] = []

/** A control's attributes as HTML. */
const html = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")

beforeEach(() => {
  document.body.innerHTML = `
    <button id="opener" type="button" ${html(dialogOpener("phase-01"))}><span id="inside-opener">Fase 01</span></button>
    <dialog id="phase-01" data-static-dialog><div id="panel">
      <button id="close" type="button" ${html(dialogCloser("phase-01"))}><svg id="close-icon"></svg></button>
      <p id="text">Intro</p><a id="cta" href="#pricing">Ver planos</a>
    </div></dialog>
    <a id="outside" href="#pricing">Planos</a>
    <section id="pricing"></section>`
  scrolled.length = 0
  stop = delegateDialogs(document, id => {
    scrolled.push(id)
    return true
  })
  jest.spyOn(window, "requestAnimationFrame").mockImplementation(run => {
    run(0)
    return 0
  })
})

afterEach(() => {
  stop()
  jest.restoreAllMocks()
})

const dialog = () => document.getElementById("phase-01") as HTMLDialogElement
const click = (id: string) => document.getElementById(id)?.click()

it("marks the opener as opening that dialog", () => {
  expect(dialogOpener("phase-01")).toEqual({
    "data-opens-dialog": "phase-01",
    commandfor: "phase-01",
    command: "show-modal",
    "aria-haspopup": "dialog",
    "aria-controls": "phase-01",
  })
})

it("opens the dialog from its opener, even from an element inside the opener", () => {
  click("inside-opener")
  expect(dialog().open).toBe(true)
})

it("marks the X as closing that dialog", () => {
  expect(dialogCloser("phase-01")).toEqual({
    "data-closes-dialog": "phase-01",
    commandfor: "phase-01",
    command: "close",
  })
})

it("closes the dialog from its X, even from the icon inside it", () => {
  click("opener")
  document.getElementById("close-icon")?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
  expect(dialog().open).toBe(false)
})

it("closes on a click on the backdrop but not on one inside the panel", () => {
  click("opener")
  click("text")
  expect(dialog().open).toBe(true)
  dialog().click()
  expect(dialog().open).toBe(false)
})

it("an in-page link inside the dialog closes it, then scrolls to its section", () => {
  click("opener")
  const event = dispatchClick(document.getElementById("cta"))
  expect(dialog().open).toBe(false)
  expect(event.defaultPrevented).toBe(true)
  expect(scrolled).toEqual(["pricing"])
})

it("leaves in-page links outside dialogs to the page", () => {
  const event = dispatchClick(document.getElementById("outside"))
  expect(event.defaultPrevented).toBe(false)
  expect(scrolled).toEqual([])
})

it("leaves other dialogs (run by React) to their own handlers", () => {
  document.body.insertAdjacentHTML("beforeend", '<dialog id="lead" open><p>Quase lá!</p></dialog>')
  document.getElementById("lead")?.click()
  expect((document.getElementById("lead") as HTMLDialogElement).open).toBe(true)
})

it("stops listening once removed", () => {
  stop()
  click("opener")
  expect(dialog().open).toBe(false)
})
