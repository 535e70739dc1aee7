import { delegateDismiss, DISMISS_ATTRIBUTE, DISMISSIBLE_ATTRIBUTE } from "./dismiss"

afterEach(() => document.body.replaceChildren())

function banner() {
  document.body.innerHTML = `
    <div ${DISMISSIBLE_ATTRIBUTE} id="banner"><p>Promo</p><button ${DISMISS_ATTRIBUTE}><svg><path /></svg></button></div>
    <button id="other">Other</button>`
  return document.getElementById("banner") as HTMLElement
}

test("a click on a close button, or on its icon, hides what it closes", () => {
  const stop = delegateDismiss(document)
  const bar = banner()
  bar.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
  expect(bar.hidden).toBe(true)
  stop()
})

test("other clicks hide nothing, and nothing is hidden once the listener is stopped", () => {
  const stop = delegateDismiss(document)
  const bar = banner()
  document.getElementById("other")?.click()
  expect(bar.hidden).toBe(false)
  stop()
  bar.querySelector("button")?.click()
  expect(bar.hidden).toBe(false)
})

test("it still closes when the click is stopped on its way up, as React does on a part not hydrated yet", () => {
  const stop = delegateDismiss(document)
  const bar = banner()
  bar.addEventListener("click", event => event.stopPropagation())
  bar.querySelector("button")?.click()
  expect(bar.hidden).toBe(true)
  stop()
})
