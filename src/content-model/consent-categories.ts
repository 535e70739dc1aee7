/** The cookie categories: "necessary" is always on; the visitor may switch on the others. */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing"] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = "necessary" | OptionalCategory
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ["necessary", ...OPTIONAL_CATEGORIES]
