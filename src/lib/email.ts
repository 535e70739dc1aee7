/** name@domain.tld with no spaces anywhere: the lead form's rule and the settings'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/
