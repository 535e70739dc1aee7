/** The contact widget's public entry: its code comes late (loadContactWidget), the promo events now. */
export {
  BANNER_ENTRANCE_MS,
  delegatePromoLinks,
  HURRY_LINE_AT_MS,
  HURRY_LINE_FOR_MS,
  PROMO_LINK_ATTRIBUTE,
  recordPromoEvents,
} from "./promo"
export { whatsappLink } from "./whatsapp"

/** The widget's code, fetched once the page is idle. */
export const loadContactWidget = () => import("./ContactWidget").then(module => module.ContactWidget)
