/** Marks the controls that reopen the cookie choices: one listener of the consent controller answers them all. */
export const COOKIE_PREFERENCES_ATTRIBUTE = "data-cookie-preferences"

/** Where a visitor changes or withdraws consent, hydrated or not; unstyled, it looks like the links around it. */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button type="button" aria-haspopup="dialog" {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: "" }}>
      {label}
    </button>
  )
}
