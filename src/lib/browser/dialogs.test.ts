import { dialogCloser, dialogOpener } from "./dialog-controls"
import { delegateDialogs } from "./dialogs"
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
  stop = delegateDialogs(document, id => scrolled.push(id) > 0)
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
const click = (id: string) => dispatchClick(document.getElementById(id))

it("gives the opener and the X the platform's invoker commands, which work with no script", () => {
  expect(html(dialogOpener("p"))).toBe(
    'data-opens-dialog="p" commandfor="p" command="show-modal" aria-haspopup="dialog" aria-controls="p"',
  )
  expect(html(dialogCloser("p"))).toBe('data-closes-dialog="p" commandfor="p" command="close"')
})

it("opens from its opener and closes from its X, from an element inside either too", () => {
  click("inside-opener")
  expect(dialog().open).toBe(true)
  click("close-icon")
  expect(dialog().open).toBe(false)
})

it("closes on a click on the backdrop but not on one inside the panel", () => {
  click("opener")
  click("text")
  expect(dialog().open).toBe(true)
  click("phase-01")
  expect(dialog().open).toBe(false)
})

it("closes for an in-page link inside it, then scrolls to its section; links outside are the page's", () => {
  expect(click("outside").defaultPrevented).toBe(false)
  click("opener")
  expect(click("cta").defaultPrevented).toBe(true)
  expect(dialog().open).toBe(false)
  expect(scrolled).toEqual(["pricing"])
})

it("leaves other dialogs (run by React) to their own handlers, and stops listening once removed", () => {
  document.body.insertAdjacentHTML("beforeend", '<dialog id="lead" open><p>Quase lá!</p></dialog>')
  click("lead")
  expect((document.getElementById("lead") as HTMLDialogElement).open).toBe(true)
  stop()
  click("opener")
  expect(dialog().open).toBe(false)
})
