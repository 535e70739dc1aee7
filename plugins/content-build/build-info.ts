// /build.json: scripts/offers.mjs reads it from the live site and rebuilds when an offer boundary has passed since.
import fs from "node:fs"
import path from "node:path"
import { offerBoundaries, type OfferBoundary } from "../../src/features/offers/offer-boundaries"
import { OFFER_PLACEMENTS } from "../../src/features/offers/offer-placements"

export interface BuildInfo {
  builtAt: string
  boundaries: Array<Omit<OfferBoundary, "at"> & { at: string }>
}

export function buildInfo(builtAt: number, placements = OFFER_PLACEMENTS): BuildInfo {
  return {
    builtAt: new Date(builtAt).toISOString(),
    boundaries: offerBoundaries(placements).map(boundary => ({ ...boundary, at: new Date(boundary.at).toISOString() })),
  }
}

export function writeBuildInfo(publicDir: string, builtAt: number): void {
  fs.writeFileSync(path.join(publicDir, "build.json"), `${JSON.stringify(buildInfo(builtAt), null, 2)}\n`)
}
