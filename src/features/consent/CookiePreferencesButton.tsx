import { COOKIE_PREFERENCES_ATTRIBUTE } from "./cookie-preferences"

/**
 * Reopens the cookie choices: a visitor changes or withdraws consent from
 * here, on every page. One document listener of the consent controller
 * handles every such button, hydrated or not, so the footer needs no code of
 * its own for it. Unstyled: it takes the look of the links around it.
 */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button type="button" aria-haspopup="dialog" {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: "" }}>
      {label}
    </button>
  )
}
