import type { ReactNode } from "react"

/**
 * Text that differs outside the customer week: both are rendered, the page's CSS (offers/offer-page.ts) shows one.
 * The attribute is written out: a module all these lazy sections imported would load first.
 */
export function WeekText({ during, outside }: { during: ReactNode; outside?: ReactNode }) {
  if (outside === undefined || outside === null || outside === during) return <>{during}</>
  return (
    <>
      <span data-week-only="open">{during}</span>
      <span data-week-only="closed">{outside}</span>
    </>
  )
}
