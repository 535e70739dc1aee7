/**
 * One lead modal per page: a click on a plan link (src/lib/plan-links.ts) asks
 * for it here, and LeadModalHost (rendered once by gatsby-browser's
 * wrapPageElement) shows it. A tiny store instead of a context: no provider needed.
 */
import type { CheckoutPlan } from "../checkout/checkout-flow"

type Listener = () => void

let chosen: CheckoutPlan | null = null
const listeners = new Set<Listener>()

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getChosenPlan = () => chosen
export const getServerChosenPlan = (): CheckoutPlan | null => null

/** Opens the modal for a plan; false when no host is mounted (the caller then keeps its plain link). */
export function openLeadModal(plan: CheckoutPlan): boolean {
  if (listeners.size === 0) return false
  chosen = plan
  listeners.forEach(listener => listener())
  return true
}

export function closeLeadModal(): void {
  chosen = null
  listeners.forEach(listener => listener())
}

/** The modal's code, fetched on first need (a hover, focus or touch of a plan link, or the click itself). */
export const loadLeadModal = () => import("./LeadModal")

let preloading: Promise<unknown> | undefined
export function preloadLeadModal(): void {
  preloading ??= loadLeadModal().catch(() => {
    preloading = undefined
  })
}
