/** Marks the controls that reopen the cookie choices: the consent controller listens for their clicks. */
export const COOKIE_PREFERENCES_ATTRIBUTE = "data-cookie-preferences"
