/**
 * The instants at which an offer's page changes: its start, the start of its
 * last day ("só hoje") and its end. A visitor's browser follows them by
 * itself; the static HTML, crawlers and visitors without JavaScript see what
 * the last build saw, so the site is built again after each one (the build
 * publishes them in /build.json; scripts/offers.mjs and the scheduled
 * workflow read them). Pure: every function takes `now`.
 */
import { offerWindow } from "../../content-model/offers"
import type { OfferPlacement } from "./offer-placements"

export type BoundaryKind = "start" | "last-day" | "end"

export interface OfferBoundary {
  offer: OfferPlacement["offer"]
  /** The page that sells the offer. */
  path: string
  kind: BoundaryKind
  /** ms since the epoch: from this instant on, the page shows the new state. */
  at: number
}

/** Every boundary of the offers with dates, in time order. */
export function offerBoundaries(placements: readonly OfferPlacement[]): OfferBoundary[] {
  return placements
    .flatMap(({ offer, path, dates }): OfferBoundary[] => {
      if (!dates) return []
      const window = offerWindow(dates)
      const opens = window.startsAt ?? Number.NEGATIVE_INFINITY
      const boundary = (kind: BoundaryKind, at: number) => ({ offer, path, kind, at })
      return [
        ...(window.startsAt === undefined ? [] : [boundary("start", window.startsAt)]),
        // The last day matters only when it begins while the offer is on.
        ...(window.lastDayAt > opens && window.lastDayAt < window.endsAt
          ? [boundary("last-day", window.lastDayAt)]
          : []),
        boundary("end", window.endsAt),
      ]
    })
    .sort((a, b) => a.at - b.at)
}

/** The first boundary after `now`, or null once every offer is over. */
export function nextBoundary(boundaries: readonly OfferBoundary[], now: number): OfferBoundary | null {
  return boundaries.find(boundary => boundary.at > now) ?? null
}
