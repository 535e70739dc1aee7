import { Global } from "@emotion/react"
import { graphql } from "gatsby"
import { useEffect, useMemo } from "react"
import { startCheckoutLinks, currentTracking } from "../lead"
import { weekWindow, type WeekWindow } from "./customer-week"
import { startCustomerWeek, stopCustomerWeek, weekOnlyStyles } from "./customer-week-page"

export const fragment = graphql`
  # The customer week's dates (content/data/renewalOffer.json).
  fragment CustomerWeekDates on RenewalOfferJson {
    startsAt
    endsAt
  }

  # What replaces a section's words outside the customer week (content/copy/semana-cliente/*.mdx).
  fragment OutsideWeekCopy on Mdx {
    frontmatter {
      outsideWeekTitle
      outsideWeekEyebrow
      outsideWeekSubtitle
      outsideWeekCtaLabel
    }
  }
`

/** The week's window of content's dates, the same object while they stay the same. */
export function useWeekWindow(dates: Queries.CustomerWeekDatesFragment): WeekWindow {
  const { startsAt, endsAt } = dates
  return useMemo(() => weekWindow({ startsAt, endsAt }), [startsAt, endsAt])
}

/**
 * The customer week of /semana-cliente, once per page: the CSS that shows
 * each state's content, the clock that flips the state at the deadline (the
 * inline head script set it for the first paint, see gatsby-ssr), and the buy
 * buttons' listener (src/features/lead/checkout/checkout-links.ts), from the page's first
 * hydration on: the sections hydrate later, near the viewport.
 */
export function CustomerWeek({ dates }: { dates: Queries.CustomerWeekDatesFragment }) {
  const week = useWeekWindow(dates)
  useEffect(() => {
    startCustomerWeek(window, week)
    startCheckoutLinks(window, currentTracking)
    return stopCustomerWeek
  }, [week])
  return <Global styles={weekOnlyStyles} />
}
