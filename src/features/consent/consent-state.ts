/** The visitor's cookie choice on this page, set by the consent controller after it has told the tags. */
import type { ConsentChoice, OptionalCategory } from "./consent"

/** Marks the controls that reopen the cookie choices: one listener of the consent controller answers them. */
export const COOKIE_PREFERENCES_ATTRIBUTE = "data-cookie-preferences"

/** Storage at page load, or the visitor just now. */
export type ChoiceSource = "stored" | "visitor"

type ConsentSnapshot = { choice: ConsentChoice | undefined; source: ChoiceSource | undefined }

let snapshot: ConsentSnapshot = { choice: undefined, source: undefined }
let policyRevision: number | undefined
const listeners = new Set<() => void>()

export const consentSnapshot = (): ConsentSnapshot => snapshot

export const consentGranted = (category: OptionalCategory): boolean =>
  snapshot.choice ? snapshot.choice.granted.includes(category) : false

export function setConsentChoice(choice: ConsentChoice | undefined, source: ChoiceSource, revision: number): void {
  policyRevision = revision
  snapshot = { choice, source: choice ? source : undefined }
  listeners.forEach(listener => listener())
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The privacy policy's version in force, once the consent controller has started. */
export const consentPolicyRevision = (): number | undefined => policyRevision
