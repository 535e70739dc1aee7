/** A likely bot's lead still goes out and on to checkout (a guess must never lose a buyer), marked for the CRM. */

/** Nobody types a name, an e-mail and a phone faster; even with autofill a person reads, picks and presses. */
export const MIN_HUMAN_FILL_MS = 3000

/** What a form-filling bot expects to fill, and no autofill heuristic matches (not "email", "name", "website"…). */
export const HONEYPOT_NAME = "confirmar_cadastro"

export type LeadSuspicion = { suspeito: true; motivo_suspeita: "honeypot" | "rapido_demais" }

/** The flag for a submit a person could not have made, the honeypot (the surer sign) first. */
export function leadSuspicion(honeypot: string, elapsedMs: number): LeadSuspicion | undefined {
  if (honeypot.trim() !== "") return { suspeito: true, motivo_suspeita: "honeypot" }
  if (elapsedMs < MIN_HUMAN_FILL_MS) return { suspeito: true, motivo_suspeita: "rapido_demais" }
  return undefined
}
