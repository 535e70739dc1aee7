import { COOKIE_PREFERENCES_ATTRIBUTE } from "./consent-state"

/** Where a visitor changes or withdraws consent, hydrated or not; unstyled, it looks like the links around it. */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button type="button" aria-haspopup="dialog" {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: "" }}>
      {label}
    </button>
  )
}
