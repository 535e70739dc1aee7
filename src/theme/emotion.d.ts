import "@emotion/react"
import type { SiteTheme } from "./theme"

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Emotion's documented way to type the theme: merge into its Theme interface
  export interface Theme extends SiteTheme {}
}
