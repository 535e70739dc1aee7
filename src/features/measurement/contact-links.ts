/**
 * Contact links (the contact widget's WhatsApp and sales chat) are marked with
 * their method; one capture-phase listener on the window reports a click on
 * any of them, whether its part of the page has hydrated or not. The link
 * itself is left alone: it opens as it would without this.
 */
import { closestLink } from "../../lib/browser/plain-click"
import { CONTACT_METHODS, type ContactMethod } from "./events"

const CONTACT_LINK_SELECTOR = "a[data-contact]"

/** The data attribute a contact link carries (spread onto the anchor). */
export function contactLinkAttributes(method: ContactMethod): Record<string, string> {
  return { "data-contact": method }
}

const isMethod = (value: string | undefined): value is ContactMethod =>
  (CONTACT_METHODS as readonly (string | undefined)[]).includes(value)

/** Calls `onContact` for each click (any button: a middle click opens the chat too) on a marked link. Returns the remover. */
export function delegateContactLinks(root: EventTarget, onContact: (method: ContactMethod) => void): () => void {
  const onClick = (event: Event) => {
    const method = closestLink(event.target, CONTACT_LINK_SELECTOR)?.dataset.contact
    if (isMethod(method)) onContact(method)
  }
  const types = ["click", "auxclick"] as const
  types.forEach(type => root.addEventListener(type, onClick, { capture: true }))
  return () => types.forEach(type => root.removeEventListener(type, onClick, { capture: true }))
}
