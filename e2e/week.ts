/**
 * The customer week in the browser tests: its instants from
 * content/data/renewalOffer.json, and the browser clock set around them, so
 * no test depends on the day it runs.
 */
import type { Page } from "@playwright/test"
import { parseDateTime } from "../src/lib/date-time"
import { content } from "./content"

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const offer = content("renewalOffer")
/** The instant the offer ends. */
export const WEEK_ENDS = parseDateTime(offer.endsAt)
/** Inside the week: two days before the end (after the start, when there is one). */
export const DURING_WEEK = WEEK_ENDS - 2 * DAY
export const AFTER_WEEK = WEEK_ENDS + HOUR

/** The browser's clock at `time`, from the first script of the page on; it runs on from there. */
export async function setClock(page: Page, time: number): Promise<void> {
  await page.clock.install({ time })
}
