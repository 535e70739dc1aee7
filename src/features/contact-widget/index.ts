/** The contact widget's public entry: its code comes late (loadContactWidget). */
export { whatsappLink } from "./whatsapp"

/** The widget's code, fetched once the page is idle. */
export const loadContactWidget = () => import("./ContactWidget").then(module => module.ContactWidget)
