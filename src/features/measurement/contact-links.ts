/** Contact links carry their method; one capture-phase listener reports a click on any, hydrated or not. */
import { closestLink } from "../../lib/browser/plain-click"
import { CONTACT_METHODS, type ContactMethod } from "./events"

/** Calls `onContact` for each click on a marked link, with any button (a middle click opens the chat too). */
export function delegateContactLinks(root: EventTarget, onContact: (method: ContactMethod) => void): () => void {
  const onClick = (event: Event) => {
    const method = closestLink(event.target, "a[data-contact]")?.dataset.contact
    if ((CONTACT_METHODS as readonly unknown[]).includes(method)) onContact(method as ContactMethod)
  }
  const types = ["click", "auxclick"] as const
  types.forEach(type => root.addEventListener(type, onClick, { capture: true }))
  return () => types.forEach(type => root.removeEventListener(type, onClick, { capture: true }))
}
