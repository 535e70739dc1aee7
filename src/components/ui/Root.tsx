import { ThemeProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { theme } from "../../theme/theme"

/** Wraps every page (gatsby-browser and gatsby-ssr) with the theme and global styles. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  )
}
