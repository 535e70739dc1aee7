/**
 * Signs that a lead was sent by a bot rather than a person. The webhook
 * addresses are public in the page's JavaScript, so bots cannot be kept out;
 * a suspicious lead is still delivered and still goes to checkout (a wrong
 * guess must never lose a buyer), marked so the CRM can set it aside.
 */

/**
 * Faster than this from the form opening to the submit, nobody typed a name,
 * an e-mail and a phone. Even with the browser's autofill a person reads the
 * modal, picks the suggestion and presses the button, which takes longer.
 */
export const MIN_HUMAN_FILL_MS = 3000

/**
 * The honeypot's name: what a form-filling bot expects to fill, and no
 * autofill heuristic matches (not "email", "name", "website"…).
 */
export const HONEYPOT_NAME = "confirmar_cadastro"

export type SuspicionReason = "honeypot" | "rapido_demais"

/** The fields a suspicious lead carries; a person's lead carries none of them. */
export interface LeadSuspicion {
  suspeito: true
  motivo_suspeita: SuspicionReason
}

export interface FillSignals {
  /** What the hidden field holds at submit (people never see it, so it stays empty). */
  honeypot: string
  /** Milliseconds from the form opening to the submit. */
  elapsedMs: number
}

/** The suspicion flag for a submit, or undefined for one a person could have made. The honeypot is the surer sign. */
export function leadSuspicion({ honeypot, elapsedMs }: FillSignals): LeadSuspicion | undefined {
  if (honeypot.trim() !== "") return { suspeito: true, motivo_suspeita: "honeypot" }
  if (elapsedMs < MIN_HUMAN_FILL_MS) return { suspeito: true, motivo_suspeita: "rapido_demais" }
  return undefined
}
