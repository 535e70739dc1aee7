/**
 * The visitor's cookie choice on this page, in memory (browser only). The
 * consent controller (consent-controller.ts, loaded after mount) sets it from
 * storage and from the banner, after it has told the tags; Tags.tsx and the
 * lead read it.
 */
import type { ConsentChoice, OptionalCategory } from "./consent"

/** Where the choice came from: storage at page load, or the visitor just now. */
export type ChoiceSource = "stored" | "visitor"

export interface ConsentSnapshot {
  choice: ConsentChoice | undefined
  source: ChoiceSource | undefined
}

let snapshot: ConsentSnapshot = { choice: undefined, source: undefined }
let policyRevision: number | undefined
const listeners = new Set<() => void>()

export const consentSnapshot = (): ConsentSnapshot => snapshot

export function consentGranted(category: OptionalCategory): boolean {
  return snapshot.choice?.granted.includes(category) ?? false
}

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
