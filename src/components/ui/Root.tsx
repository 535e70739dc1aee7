import { ThemeProvider } from "@emotion/react"
import { useEffect, type ReactNode } from "react"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { theme } from "../../theme/theme"

/** Wraps every page and its Head (gatsby-browser and gatsby-ssr) with the theme. */
export function Root({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

/**
 * A page with the global styles. Page level, not root level: Gatsby also
 * renders the root wrapper around each page's Head, which would put a second
 * copy of them in the head.
 */
export function PageShell({ children }: { children: ReactNode }) {
  // A marker for tests and debugging: the page's eagerly loaded parts have hydrated.
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = ""
  }, [])
  return (
    <>
      <GlobalStyles />
      {children}
    </>
  )
}
