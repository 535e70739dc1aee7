/** The customer week's public entry: its state, texts, countdown and checkout. */
export { Countdown } from "./Countdown"
export { weekState, weekWindow } from "./customer-week"
export { renewalCheckoutHref } from "./customer-week-checkout"
export { renewalPlan } from "./customer-week-json-ld"
export { WEEK_ONLY_VALUES } from "./customer-week-page"
export { customerWeekDocument } from "./ssr"
export { CustomerWeek, useWeekWindow } from "./week"
export { WeekText } from "./WeekText"
