/**
 * Time-bound offers' public entry: one mechanism for every offer with dates in
 * content (the customer week, the home promo of src/features/promo): the state
 * decided at build and set before the first paint, the live switch at the end,
 * the countdowns.
 */
export { Countdown, useOfferClock } from "./Countdown"
export {
  MINUTE,
  offerClock,
  offerState,
  offerWindow,
  SECOND,
  type OfferDates,
  type OfferWindow,
  type TimeLeft,
} from "./offer-clock"
export { offerDocument } from "./offer-document"
export { offerOnly } from "./offer-page"
export { OfferOnPage } from "./OfferOnPage"
