import { useEffect, type ReactNode } from "react"

/**
 * A page with the global styles (gatsby-ssr renders `<GlobalStyles />`;
 * gatsby-browser passes what it needs, see there). Page level, not root
 * level: Gatsby also renders the root wrapper around each page's Head, which
 * would put a second copy of them in the head. Either way they render no
 * element, so the trees agree for hydration.
 */
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
