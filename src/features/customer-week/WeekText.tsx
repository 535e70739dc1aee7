import type { ReactNode } from "react"

/**
 * Text that differs outside the customer week: both are rendered, and the
 * page's CSS (offers/offer-page.ts) shows the one for <html data-week>, so
 * the server HTML, the first paint and a page left open past the deadline
 * are all right, with no re-render. The attribute is written out, not
 * imported: this is used by many lazily loaded sections, and a module they
 * all import would land in the code every page loads.
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
