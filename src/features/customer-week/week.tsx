import { graphql } from "gatsby"
import { useMemo } from "react"
import { offerWindow, type OfferWindow } from "../../content-model/offers"
import { OfferOnPage } from "../offers/OfferOnPage"

/** @public Gatsby reads GraphQL fragments from a module's exports. */
export const fragment = graphql`
  # The customer week's dates (content/data/renewalOffer.json).
  fragment CustomerWeekDates on RenewalOfferJson {
    startsAt
    endsAt
    lastDayAt
  }

  # The words of the week's countdowns (content/data/renewal.json), for src/features/offers' Countdown.
  fragment CountdownWords on RenewalJson {
    countdown {
      endsIn
      startsIn
      day
      days
      hour
      hours
      minute
      minutes
      and
      daysShort
      hoursShort
      minutesShort
    }
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

/** The week's window, the same object while content's dates stay the same. */
export function useWeekWindow(dates: Queries.CustomerWeekDatesFragment): OfferWindow {
  const { startsAt, endsAt, lastDayAt } = dates
  return useMemo(() => offerWindow({ startsAt, endsAt, lastDayAt }), [startsAt, endsAt, lastDayAt])
}

/** The customer week on /semana-cliente from the page's first hydration on (its sections hydrate later). */
export function CustomerWeek({ dates }: { dates: Queries.CustomerWeekDatesFragment }) {
  const week = useWeekWindow(dates)
  return <OfferOnPage offer="week" window={week} />
}
