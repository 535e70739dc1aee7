/** The contact widget's public entry: its code comes late (loadContactWidget), the promo events now. */
export {
  BANNER_ENTRANCE_MS,
  dispatchPromoEvent,
  HURRY_LINE_AT_MS,
  HURRY_LINE_FOR_MS,
  PROMO_EVENT_DELAY_MS,
  recordPromoEvents,
} from "./promo"
export { whatsappLink } from "./whatsapp"

/** The widget's code, fetched once the page is idle. */
export const loadContactWidget = () => import("./ContactWidget").then(module => module.ContactWidget)
