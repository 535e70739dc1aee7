/**
 * The customer week on the page. The state lives in one attribute on <html>,
 * `data-week="before|open|ended"`, and CSS shows what belongs to each state
 * (weekOnlyStyles). So:
 *
 * - the static HTML carries the state at build time, so a page built after
 *   the deadline is already over without any script;
 * - a tiny inline script in the head (WEEK_STATE_SCRIPT) sets the state from
 *   the visitor's clock before the first paint: a visitor arriving after the
 *   deadline never sees the offer, not even before hydration;
 * - one timer (startCustomerWeek) flips it at the deadline on a page left
 *   open, in sections that have hydrated or not, and feeds the countdowns.
 *
 * React renders both versions of what changes and never the state itself,
 * so the server HTML and hydration always agree.
 */
import {
  msUntilNextChange,
  weekClock,
  weekState,
  type WeekClock,
  type WeekState,
  type WeekWindow,
} from "./customer-week"

export const WEEK_STATE_ATTRIBUTE = "data-week"
export const WEEK_STARTS_ATTRIBUTE = "data-week-starts"
export const WEEK_ENDS_ATTRIBUTE = "data-week-ends"

/** <html> attributes of a page with the customer week, for the state at `now` (the build). */
export function weekHtmlAttributes(window: WeekWindow, now: number): Record<string, string> {
  return {
    [WEEK_STATE_ATTRIBUTE]: weekState(window, now),
    ...(window.startsAt === undefined ? {} : { [WEEK_STARTS_ATTRIBUTE]: String(window.startsAt) }),
    [WEEK_ENDS_ATTRIBUTE]: String(window.endsAt),
  }
}

/**
 * Runs in the head before the body is parsed: the state from the visitor's
 * clock and the instants in the attributes (ms since the epoch, so no date
 * parsing in old browsers). The same rule as weekState. Its text never
 * changes with the dates, so its CSP hash stays the same from week to week.
 */
export const WEEK_STATE_SCRIPT =
  '(function(h){var s=+h.getAttribute("data-week-starts"),e=+h.getAttribute("data-week-ends"),n=Date.now();' +
  'if(e)h.setAttribute("data-week",n>=e?"ended":s&&n<s?"before":"open")})(document.documentElement)'

/**
 * Puts the week on <html> when the server did not (a client-side navigation
 * to the page): the same attributes, with the state at `now`. Returns the
 * function that takes them off again.
 */
export function applyWeekAttributes(root: Element, window: WeekWindow, now: number): () => void {
  if (root.hasAttribute(WEEK_ENDS_ATTRIBUTE)) return () => undefined
  const attributes = weekHtmlAttributes(window, now)
  Object.entries(attributes).forEach(([name, value]) => root.setAttribute(name, value))
  return () => Object.keys(attributes).forEach(name => root.removeAttribute(name))
}

/** The week's window from <html>'s attributes; null on a page without the week. */
export function readWeekWindow(root: Element): WeekWindow | null {
  const endsAt = Number(root.getAttribute(WEEK_ENDS_ATTRIBUTE))
  if (!endsAt) return null
  const startsAt = Number(root.getAttribute(WEEK_STARTS_ATTRIBUTE))
  return startsAt ? { startsAt, endsAt } : { endsAt }
}

/**
 * Marks content that belongs to some states only (components and MDX copy):
 * "open" during the week, "closed" outside it (before and after, when the
 * page sells at full price), "before", "ended", and "counting" (while there
 * is a countdown: before and during).
 */
export const WEEK_ONLY_ATTRIBUTE = "data-week-only"
export const WEEK_ONLY_VALUES = ["open", "closed", "before", "ended", "counting"] as const
export type WeekOnly = (typeof WEEK_ONLY_VALUES)[number]

/** The attribute to spread on an element shown only `when`. */
export function weekOnly(when: WeekOnly): { [WEEK_ONLY_ATTRIBUTE]: WeekOnly } {
  return { [WEEK_ONLY_ATTRIBUTE]: when }
}

/**
 * Global rules, keyed on <html data-week>. Without the attribute (a page
 * rendered without the week) the offer shows, as it did before the week had
 * dates. "closed" is everything that is not "open": before the start and
 * after the end, the page sells at full price.
 */
export const weekOnlyStyles = `
html[${WEEK_STATE_ATTRIBUTE}="before"] [${WEEK_ONLY_ATTRIBUTE}="open"],
html[${WEEK_STATE_ATTRIBUTE}="ended"] [${WEEK_ONLY_ATTRIBUTE}="open"],
html:not([${WEEK_STATE_ATTRIBUTE}="before"]) [${WEEK_ONLY_ATTRIBUTE}="before"],
html:not([${WEEK_STATE_ATTRIBUTE}="ended"]) [${WEEK_ONLY_ATTRIBUTE}="ended"],
html:not([${WEEK_STATE_ATTRIBUTE}="before"]):not([${WEEK_STATE_ATTRIBUTE}="ended"]) [${WEEK_ONLY_ATTRIBUTE}="closed"],
html[${WEEK_STATE_ATTRIBUTE}="ended"] [${WEEK_ONLY_ATTRIBUTE}="counting"] {
  display: none !important;
}
`

/** The clock the countdowns read: one timer for the page, whatever the number of readers. */
export interface WeekClockStore {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => WeekClock
  /** Re-reads the time now (after the tab was hidden, or restored from the back/forward cache). */
  refresh: () => void
  stop: () => void
}

export interface ClockDeps {
  now: () => number
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
  /** Called with every new state, and once at the start. */
  onState?: (state: WeekState) => void
}

// setTimeout takes at most 2^31 - 1 ms; longer waits just wake up once in between.
const MAX_TIMER_MS = 2 ** 31 - 1

const sameClock = (a: WeekClock, b: WeekClock) =>
  a.state === b.state &&
  a.left?.days === b.left?.days &&
  a.left?.hours === b.left?.hours &&
  a.left?.minutes === b.left?.minutes

export function createWeekClock(window: WeekWindow, deps: ClockDeps): WeekClockStore {
  const listeners = new Set<() => void>()
  let snapshot = weekClock(window, deps.now())
  let timer: unknown = null
  deps.onState?.(snapshot.state)

  const schedule = () => {
    if (timer !== null) deps.clearTimer(timer)
    timer = null
    const wait = msUntilNextChange(window, deps.now())
    if (wait !== null) timer = deps.setTimer(tick, Math.min(Math.max(wait, 0), MAX_TIMER_MS))
  }
  function tick() {
    timer = null
    const next = weekClock(window, deps.now())
    if (!sameClock(next, snapshot)) {
      const stateChanged = next.state !== snapshot.state
      snapshot = next
      if (stateChanged) deps.onState?.(next.state)
      listeners.forEach(listener => listener())
    }
    schedule()
  }
  schedule()

  return {
    subscribe: listener => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    refresh: tick,
    stop: () => {
      if (timer !== null) deps.clearTimer(timer)
      timer = null
      listeners.clear()
    },
  }
}

let running: { store: WeekClockStore; stop: () => void } | null = null

/**
 * Starts the page's week clock from <html>'s attributes (once; later calls
 * return the same clock). It keeps `data-week` right and re-reads the time
 * when the tab comes back, since browsers slow timers in hidden tabs.
 * `week` puts the attributes on <html> when the server did not (a
 * client-side navigation); stopping takes them off again. Returns null on a
 * page without the week.
 */
export function startCustomerWeek(win: Window, week?: WeekWindow): WeekClockStore | null {
  if (running) return running.store
  const root = win.document.documentElement
  const removeAttributes = week ? applyWeekAttributes(root, week, Date.now()) : () => undefined
  const window = readWeekWindow(root)
  if (!window) return null
  const store = createWeekClock(window, {
    now: () => Date.now(),
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: timer => win.clearTimeout(timer as number),
    onState: state => root.setAttribute(WEEK_STATE_ATTRIBUTE, state),
  })
  const onVisible = () => {
    if (win.document.visibilityState === "visible") store.refresh()
  }
  win.document.addEventListener("visibilitychange", onVisible)
  win.addEventListener("pageshow", store.refresh)
  running = {
    store,
    stop: () => {
      store.stop()
      win.document.removeEventListener("visibilitychange", onVisible)
      win.removeEventListener("pageshow", store.refresh)
      removeAttributes()
      running = null
    },
  }
  return store
}

/** The running clock's reading, or null before it starts (the server, hydration). */
export function currentWeekClock(): WeekClock | null {
  return running ? running.store.getSnapshot() : null
}

/** Stops the clock (tests, and a page that leaves the week behind on client-side navigation). */
export function stopCustomerWeek(): void {
  running?.stop()
}
