/**
 * One lead modal per page: a click on a plan link (../checkout/checkout-links.ts) asks for it
 * here, and LeadModalHost (rendered once by gatsby-browser's
 * wrapPageElement) shows it. A tiny store instead of a context: no provider needed.
 */

type Listener = () => void

export interface LeadModalState {
  open: boolean
  /** The last plan chosen, by id; kept after closing so the dialog can close properly (focus returns to the plan button). */
  planId: string | null
  /** Grows at every opening, so each opening starts with a fresh form. */
  session: number
}

const CLOSED: LeadModalState = { open: false, planId: null, session: 0 }
let state = CLOSED
const listeners = new Set<Listener>()

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getLeadModalState = () => state
export const getServerLeadModalState = () => CLOSED

function update(next: LeadModalState): void {
  state = next
  listeners.forEach(listener => listener())
}

/** Opens the modal for a plan; false when no host is mounted (the caller then keeps its plain link). */
export function openLeadModal(planId: string): boolean {
  if (listeners.size === 0) return false
  update({ open: true, planId, session: state.session + 1 })
  return true
}

export function closeLeadModal(): void {
  update({ ...state, open: false })
}
