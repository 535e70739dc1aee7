/** DOM helpers for the jsdom unit tests of the click-delegating modules (plan links, checkout links, scroll, dialogs). */

/** Dispatches a cancelable primary-button click, as a browser does, and returns it so a test can check defaultPrevented. */
export function dispatchClick(target: Element | null, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
  // A test must not pass by clicking nothing: a renamed id would silently test no behaviour.
  if (!target) throw new Error("dispatchClick: no element to click")
  target.dispatchEvent(event)
  return event
}

/** Replaces the document's body with one link carrying these attributes and a label inside a <span> (clicks land on the span). */
export function renderLink(href: string, attributes: Record<string, string>, label: string): HTMLAnchorElement {
  document.body.innerHTML = ""
  const link = document.createElement("a")
  link.href = href
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value))
  const text = document.createElement("span")
  text.textContent = label
  link.append(text)
  document.body.append(link)
  return link
}
