import { delegateDismiss, DISMISS_ATTRIBUTE, DISMISSIBLE_ATTRIBUTE } from "./dismiss"

it("hides what a close button closes, from its icon too, even when the click is stopped on its way up", () => {
  document.body.innerHTML = `
    <div ${DISMISSIBLE_ATTRIBUTE} id="banner"><p>Promo</p><button ${DISMISS_ATTRIBUTE}><svg><path /></svg></button></div>
    <button id="other">Other</button>`
  const banner = document.getElementById("banner") as HTMLElement
  // As React does on a part of the page it has not hydrated yet.
  banner.addEventListener("click", event => event.stopPropagation())
  const stop = delegateDismiss(document)
  document.getElementById("other")?.click()
  expect(banner.hidden).toBe(false)
  banner.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
  expect(banner.hidden).toBe(true)
  stop()
  banner.hidden = false
  banner.querySelector("button")?.click()
  expect(banner.hidden).toBe(false)
})
