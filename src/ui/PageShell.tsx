import { useEffect, type ReactNode } from "react"

/** A page with its global styles: page level, as Gatsby renders the root wrapper around each Head too. */
export function PageShell({ children, globalStyles }: { children: ReactNode; globalStyles: ReactNode }) {
  // A marker for tests and debugging: the page's eagerly loaded parts have hydrated.
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = ""
  }, [])
  return (
    <>
      {globalStyles}
      {children}
    </>
  )
}
