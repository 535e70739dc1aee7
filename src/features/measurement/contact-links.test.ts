/**
 * @jest-environment jsdom
 */
import { delegateContactLinks } from "./contact-links"

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const anchor = document.body.appendChild(document.createElement("a"))
  anchor.href = "https://wa.me/5511999990000"
  Object.entries(attributes).forEach(([name, value]) => anchor.setAttribute(name, value))
  anchor.innerHTML = "<span>WhatsApp</span>"
  return anchor
}

it("reports a click inside a marked link, with its method, and leaves the link to open", () => {
  const onContact = jest.fn()
  const stop = delegateContactLinks(window, onContact)
  const click = new MouseEvent("click", { bubbles: true, cancelable: true })
  link({ "data-contact": "whatsapp" }).querySelector("span")?.dispatchEvent(click)
  expect(onContact).toHaveBeenCalledWith("whatsapp")
  expect(click.defaultPrevented).toBe(false)
  // Unmarked links (the buyers' support on /obrigado is no sales contact) and unknown methods are no contact.
  link({}).click()
  link({ "data-contact": "telefone" }).click()
  stop()
  link({ "data-contact": "sales_chat" }).click()
  expect(onContact).toHaveBeenCalledTimes(1)
})
