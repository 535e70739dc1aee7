/** The instants an offer's page changes at: the site is built again after each (/build.json, scripts/offers.mjs). */
import { offerWindow } from "../../content-model/offers"
import type { OfferPlacement } from "./offer-placements"

export type OfferBoundary = {
  offer: OfferPlacement["offer"]
  path: string
  kind: "start" | "last-day" | "end"
  at: number
}

export function offerBoundaries(placements: readonly OfferPlacement[]): OfferBoundary[] {
  return placements
    .flatMap(({ offer, path, dates }): OfferBoundary[] => {
      if (!dates) return []
      const { startsAt, lastDayAt, endsAt } = offerWindow(dates)
      const boundary = (kind: OfferBoundary["kind"], at: number) => ({ offer, path, kind, at })
      return [
        ...(startsAt === undefined ? [] : [boundary("start", startsAt)]),
        // The last day matters only when it begins while the offer is on.
        ...(lastDayAt > (startsAt ?? -Infinity) && lastDayAt < endsAt ? [boundary("last-day", lastDayAt)] : []),
        boundary("end", endsAt),
      ]
    })
    .sort((a, b) => a.at - b.at)
}
