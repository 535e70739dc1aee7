/**
 * A time-bound offer on the page. Each offer's state lives in attributes on
 * <html>: `data-<offer>="before|open|ended"` and, on its last day in São
 * Paulo, `data-<offer>-day="last"`; CSS shows what belongs to each state
 * (offerOnlyStyles). So:
 *
 * - the static HTML carries the state at build time, so a page built after
 *   the deadline is already over without any script;
 * - a tiny inline script in the head (OFFER_STATE_SCRIPT) sets the state from
 *   the visitor's clock before the first paint: a visitor arriving after the
 *   deadline never sees the offer, not even before hydration;
 * - one timer per offer (startOffer) flips it at the deadline on a page left
 *   open, in sections that have hydrated or not, and feeds the countdowns.
 *
 * React renders every version of what changes and never the state itself,
 * so the server HTML and hydration always agree.
 */
import {
  isLastDay,
  MINUTE,
  msUntilNextChange,
  offerClock,
  offerState,
  OFFER_ONLY_VALUES,
  OFFERS,
  type ClockUnit,
  type OfferClock,
  type OfferName,
  type OfferOnly,
  type OfferWindow,
} from "../../content-model/offers"

export { OFFER_NAMES, OFFER_ONLY_VALUES, type OfferName, type OfferOnly } from "../../content-model/offers"

/** The names of an offer's attributes on <html>. */
export function offerAttributeNames(offer: OfferName) {
  const state = `data-${offer}`
  return {
    state,
    starts: `${state}-starts`,
    ends: `${state}-ends`,
    lastDayAt: `${state}-last-day`,
    day: `${state}-day`,
    only: `${state}-only`,
  }
}

/** <html> attributes of a page with `offer`, for its state at `now` (the build). */
export function offerHtmlAttributes(offer: OfferName, window: OfferWindow, now: number): Record<string, string> {
  const names = offerAttributeNames(offer)
  return {
    [names.state]: offerState(window, now),
    ...(window.startsAt === undefined ? {} : { [names.starts]: String(window.startsAt) }),
    [names.ends]: String(window.endsAt),
    [names.lastDayAt]: String(window.lastDayAt),
    ...(isLastDay(window, now) ? { [names.day]: "last" } : {}),
  }
}

/**
 * Runs in the head before the body is parsed: every offer's state from the
 * visitor's clock and the instants in the attributes (ms since the epoch, so
 * no date parsing in old browsers). The same rules as offerState and
 * isLastDay. Its text never changes with the dates or the offers, so its CSP
 * hash stays the same from one offer to the next.
 */
export const OFFER_STATE_SCRIPT =
  "(function(h,n){for(var a=h.attributes,i=a.length-1;i>=0;i--){var m=/^(data-\\w+)-ends$/.exec(a[i].name);if(!m)continue;" +
  'var p=m[1],e=+a[i].value,s=+h.getAttribute(p+"-starts"),l=+h.getAttribute(p+"-last-day");if(!e)continue;' +
  'var t=n>=e?"ended":s&&n<s?"before":"open";h.setAttribute(p,t);' +
  'if(t=="open"&&l&&n>=l)h.setAttribute(p+"-day","last");else h.removeAttribute(p+"-day")}})(document.documentElement,Date.now())'

/** Keeps <html>'s state attributes of `offer` in line with `clock`. */
function showClock(root: Element, offer: OfferName, clock: OfferClock): void {
  const names = offerAttributeNames(offer)
  root.setAttribute(names.state, clock.state)
  if (clock.lastDay) root.setAttribute(names.day, "last")
  else root.removeAttribute(names.day)
}

/**
 * Puts the offer on <html> when the server did not (a client-side navigation
 * to the page): the same attributes, with the state at `now`. Returns the
 * function that takes them off again.
 */
export function applyOfferAttributes(root: Element, offer: OfferName, window: OfferWindow, now: number): () => void {
  if (root.hasAttribute(offerAttributeNames(offer).ends)) return () => undefined
  const attributes = offerHtmlAttributes(offer, window, now)
  Object.entries(attributes).forEach(([name, value]) => root.setAttribute(name, value))
  return () => Object.values(offerAttributeNames(offer)).forEach(name => root.removeAttribute(name))
}

/** The offer's window from <html>'s attributes; null on a page without it. */
export function readOfferWindow(root: Element, offer: OfferName): OfferWindow | null {
  const names = offerAttributeNames(offer)
  const endsAt = Number(root.getAttribute(names.ends))
  if (!endsAt) return null
  const startsAt = Number(root.getAttribute(names.starts))
  const lastDayAt = Number(root.getAttribute(names.lastDayAt)) || endsAt
  return startsAt ? { startsAt, endsAt, lastDayAt } : { endsAt, lastDayAt }
}

/** The attribute to spread on an element of `offer` shown only `when`. */
export function offerOnly(offer: OfferName, when: OfferOnly): Record<string, OfferOnly> {
  return { [offerAttributeNames(offer).only]: when }
}

type Phase = "before" | "until" | "last-day" | "ended"
const SHOWN_IN: Record<OfferOnly, readonly Phase[]> = {
  open: ["until", "last-day"],
  until: ["until"],
  "last-day": ["last-day"],
  closed: ["before", "ended"],
  before: ["before"],
  ended: ["ended"],
  counting: ["before", "until", "last-day"],
}

/** The attribute of the head's style tag with an offer's rules (offer-document.tsx), naming the offer. */
export const OFFER_STYLES_ATTRIBUTE = "data-offer-styles"

/**
 * Global rules hiding what does not belong to the offer's phase, keyed on
 * <html>'s attributes. Without them (a page rendered without the offer) the
 * page shows the offer's fallback state.
 */
export function offerOnlyStyles(offer: OfferName): string {
  const names = offerAttributeNames(offer)
  const phases: Record<Phase, string> = {
    before: `html[${names.state}="before"]`,
    until: `html[${names.state}="open"]:not([${names.day}="last"])`,
    "last-day": `html[${names.state}="open"][${names.day}="last"]`,
    ended: `html[${names.state}="ended"]`,
  }
  const fallback: Phase = OFFERS[offer].fallback === "open" ? "until" : OFFERS[offer].fallback
  const selectors = OFFER_ONLY_VALUES.flatMap(only => {
    const hiddenIn = (Object.keys(phases) as Phase[]).filter(phase => !SHOWN_IN[only].includes(phase))
    const element = `[${names.only}="${only}"]`
    return [
      ...hiddenIn.map(phase => `${phases[phase]} ${element}`),
      ...(hiddenIn.includes(fallback) ? [`html:not([${names.state}]) ${element}`] : []),
    ]
  })
  return `${selectors.join(",\n")} {\n  display: none !important;\n}\n`
}

/** The clock the countdowns read: one timer for the page, whatever the number of readers. */
export interface OfferClockStore {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => OfferClock
  /** Re-reads the time now (after the tab was hidden, or restored from the back/forward cache). */
  refresh: () => void
  stop: () => void
}

export interface ClockDeps {
  now: () => number
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
  /** Called with every new state or last day, and once at the start. */
  onState?: (clock: OfferClock) => void
  unit?: ClockUnit
}

// setTimeout takes at most 2^31 - 1 ms; longer waits just wake up once in between.
const MAX_TIMER_MS = 2 ** 31 - 1

const sameState = (a: OfferClock, b: OfferClock) => a.state === b.state && a.lastDay === b.lastDay
const sameClock = (a: OfferClock, b: OfferClock) =>
  sameState(a, b) &&
  a.left?.days === b.left?.days &&
  a.left?.hours === b.left?.hours &&
  a.left?.minutes === b.left?.minutes &&
  a.left?.seconds === b.left?.seconds

export function createOfferClock(window: OfferWindow, deps: ClockDeps): OfferClockStore {
  const unit = deps.unit ?? MINUTE
  const listeners = new Set<() => void>()
  let snapshot = offerClock(window, deps.now(), unit)
  let timer: unknown = null
  deps.onState?.(snapshot)

  const schedule = () => {
    if (timer !== null) deps.clearTimer(timer)
    timer = null
    const wait = msUntilNextChange(window, deps.now(), unit)
    if (wait !== null) timer = deps.setTimer(tick, Math.min(Math.max(wait, 0), MAX_TIMER_MS))
  }
  function tick() {
    timer = null
    const next = offerClock(window, deps.now(), unit)
    if (!sameClock(next, snapshot)) {
      const stateChanged = !sameState(next, snapshot)
      snapshot = next
      if (stateChanged) deps.onState?.(next)
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

const running = new Map<OfferName, { store: OfferClockStore; stop: () => void }>()

/**
 * Starts the page's clock of `offer` from <html>'s attributes (once; later
 * calls return the same clock). It keeps the state attributes right and
 * re-reads the time when the tab comes back, since browsers slow timers in
 * hidden tabs. `window` puts the attributes on <html> when the server did not
 * (a client-side navigation); stopping takes them off again. Returns null on
 * a page without the offer.
 */
export function startOffer(win: Window, offer: OfferName, window?: OfferWindow): OfferClockStore | null {
  const started = running.get(offer)
  if (started) return started.store
  const root = win.document.documentElement
  const removeAttributes = window ? applyOfferAttributes(root, offer, window, Date.now()) : () => undefined
  const read = readOfferWindow(root, offer)
  if (!read) return null
  const store = createOfferClock(read, {
    now: () => Date.now(),
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: timer => win.clearTimeout(timer as number),
    onState: clock => showClock(root, offer, clock),
    unit: OFFERS[offer].unit,
  })
  const onVisible = () => {
    if (win.document.visibilityState === "visible") store.refresh()
  }
  win.document.addEventListener("visibilitychange", onVisible)
  win.addEventListener("pageshow", store.refresh)
  running.set(offer, {
    store,
    stop: () => {
      store.stop()
      win.document.removeEventListener("visibilitychange", onVisible)
      win.removeEventListener("pageshow", store.refresh)
      removeAttributes()
      running.delete(offer)
    },
  })
  return store
}

/** The running clock's reading of `offer`, or null before it starts (the server, hydration). */
export function currentOfferClock(offer: OfferName): OfferClock | null {
  return running.get(offer)?.store.getSnapshot() ?? null
}

/** Stops the clock of `offer` (tests, and a page left behind on client-side navigation). */
export function stopOffer(offer: OfferName): void {
  running.get(offer)?.stop()
}
