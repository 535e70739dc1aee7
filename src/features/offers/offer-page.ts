/**
 * A time-bound offer's state lives on <html> (`data-<offer>="before|open|ended"`, `data-<offer>-day="last"`) and CSS
 * shows each state's content: the build writes it, the head script corrects it before the first paint, a timer flips
 * it at the deadline. React renders every state's content, never the state, so server HTML and hydration agree.
 */
import {
  isLastDay,
  msUntilNextChange,
  offerClock,
  offerState,
  OFFER_ONLY_VALUES,
  OFFERS,
  type OfferClock,
  type OfferName,
  type OfferOnly,
  type OfferWindow,
} from "../../content-model/offers"

const PARTS = ["", "-starts", "-ends", "-last-day", "-day", "-only"] as const
const attribute = (offer: OfferName, part: (typeof PARTS)[number] = "") => `data-${offer}${part}`

/** <html> attributes of a page with `offer`, for its state at `now` (the build's). */
export function offerHtmlAttributes(offer: OfferName, window: OfferWindow, now: number): Record<string, string> {
  return {
    [attribute(offer)]: offerState(window, now),
    ...(window.startsAt === undefined ? {} : { [attribute(offer, "-starts")]: String(window.startsAt) }),
    [attribute(offer, "-ends")]: String(window.endsAt),
    [attribute(offer, "-last-day")]: String(window.lastDayAt),
    ...(isLastDay(window, now) ? { [attribute(offer, "-day")]: "last" } : {}),
  }
}

/** Before the body is parsed: each offer's state by the visitor's clock (offerState's and isLastDay's rules, from
 * instants in ms: no date parsing in old browsers). Its text, and so its CSP hash, never changes. */
export const OFFER_STATE_SCRIPT =
  "(function(h,n){for(var a=h.attributes,i=a.length-1;i>=0;i--){var m=/^(data-\\w+)-ends$/.exec(a[i].name);if(!m)continue;" +
  'var p=m[1],e=+a[i].value,s=+h.getAttribute(p+"-starts"),l=+h.getAttribute(p+"-last-day");if(!e)continue;' +
  'var t=n>=e?"ended":s&&n<s?"before":"open";h.setAttribute(p,t);' +
  'if(t=="open"&&l&&n>=l)h.setAttribute(p+"-day","last");else h.removeAttribute(p+"-day")}})(document.documentElement,Date.now())'

/** The attribute to spread on an element of `offer` shown only `when`. */
export const offerOnly = (offer: OfferName, when: OfferOnly): Record<string, OfferOnly> => ({
  [attribute(offer, "-only")]: when,
})

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

/** The attribute naming the offer on the head's style tag with its rules (offer-document.tsx). */
export const OFFER_STYLES_ATTRIBUTE = "data-offer-styles"

/** Global rules hiding what does not belong to the offer's phase; a page without its attributes shows its fallback. */
export function offerOnlyStyles(offer: OfferName): string {
  const state = attribute(offer)
  const day = attribute(offer, "-day")
  const phases: Record<Phase, string> = {
    before: `html[${state}="before"]`,
    until: `html[${state}="open"]:not([${day}="last"])`,
    "last-day": `html[${state}="open"][${day}="last"]`,
    ended: `html[${state}="ended"]`,
  }
  const fallback: Phase = OFFERS[offer].fallback === "open" ? "until" : OFFERS[offer].fallback
  const selectors = OFFER_ONLY_VALUES.flatMap(only => {
    const hiddenIn = (Object.keys(phases) as Phase[]).filter(phase => !SHOWN_IN[only].includes(phase))
    const element = `[${attribute(offer, "-only")}="${only}"]`
    return [
      ...hiddenIn.map(phase => `${phases[phase]} ${element}`),
      ...(hiddenIn.includes(fallback) ? [`html:not([${state}]) ${element}`] : []),
    ]
  })
  return `${selectors.join(",\n")} {\n  display: none !important;\n}\n`
}

function readOfferWindow(root: Element, offer: OfferName): OfferWindow | null {
  const read = (part: (typeof PARTS)[number]) => Number(root.getAttribute(attribute(offer, part)))
  const endsAt = read("-ends")
  if (!endsAt) return null
  const startsAt = read("-starts")
  const lastDayAt = read("-last-day") || endsAt
  return startsAt ? { startsAt, endsAt, lastDayAt } : { endsAt, lastDayAt }
}

type OfferClockStore = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => OfferClock
  stop: () => void
}

const running = new Map<OfferName, OfferClockStore>()

/**
 * The page's clock of `offer`, started once from <html>'s attributes: one timer, woken when what it shows changes,
 * and when the tab comes back (browsers slow hidden tabs' timers). `window` puts the attributes on a page rendered
 * without them (a client-side navigation). Null on a page without the offer.
 */
export function startOffer(win: Window, offer: OfferName, window?: OfferWindow): OfferClockStore | null {
  const started = running.get(offer)
  if (started) return started
  const root = win.document.documentElement
  const placed = window !== undefined && !root.hasAttribute(attribute(offer, "-ends"))
  if (placed)
    for (const [name, value] of Object.entries(offerHtmlAttributes(offer, window, Date.now())))
      root.setAttribute(name, value)
  const read = readOfferWindow(root, offer)
  if (!read) return null
  const { unit } = OFFERS[offer]
  const listeners = new Set<() => void>()
  let snapshot = offerClock(read, Date.now(), unit)
  let timer: number | undefined
  const show = ({ state, lastDay }: OfferClock) => {
    root.setAttribute(attribute(offer), state)
    if (lastDay) root.setAttribute(attribute(offer, "-day"), "last")
    else root.removeAttribute(attribute(offer, "-day"))
  }
  const tick = () => {
    win.clearTimeout(timer)
    const next = offerClock(read, Date.now(), unit)
    if (JSON.stringify(next) !== JSON.stringify(snapshot)) {
      if (next.state !== snapshot.state || next.lastDay !== snapshot.lastDay) show(next)
      snapshot = next
      listeners.forEach(listener => listener())
    }
    const wait = msUntilNextChange(read, Date.now(), unit)
    // setTimeout holds only a 32-bit delay: a longer wait wakes once in between.
    timer = wait === null ? undefined : win.setTimeout(tick, Math.min(Math.max(wait, 0), 2 ** 31 - 1))
  }
  const onVisible = () => win.document.visibilityState === "visible" && tick()
  win.document.addEventListener("visibilitychange", onVisible)
  win.addEventListener("pageshow", tick)
  const store: OfferClockStore = {
    subscribe: listener => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    stop: () => {
      win.clearTimeout(timer)
      listeners.clear()
      win.document.removeEventListener("visibilitychange", onVisible)
      win.removeEventListener("pageshow", tick)
      if (placed) for (const part of PARTS) root.removeAttribute(attribute(offer, part))
      running.delete(offer)
    },
  }
  running.set(offer, store)
  show(snapshot)
  tick()
  return store
}

/** The running clock's reading of `offer`, or null before it starts. */
export const currentOfferClock = (offer: OfferName): OfferClock | null => running.get(offer)?.getSnapshot() ?? null

/** Stops the clock of `offer` (tests, and a page left behind on a client-side navigation). */
export const stopOffer = (offer: OfferName): void => running.get(offer)?.stop()
