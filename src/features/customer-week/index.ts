/** The customer week's public entry: its window of dates, texts and checkout (an offer of src/features/offers). */
export { renewalCheckoutHref } from "./customer-week-checkout"
export { CustomerWeek, useWeekWindow } from "./week"
export { LateCustomerWeek } from "./LateCustomerWeek"
export { WeekText } from "./WeekText"
