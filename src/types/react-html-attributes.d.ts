/**
 * HTML attributes React 18 does not know: the Popover API's (`popover`,
 * `popovertarget`), invoker commands (`commandfor`, `command`) and `fetchpriority` on <img>. React 18 passes unknown
 * lowercase attributes to the DOM as they are (and warns about the camelCase
 * spellings React 19 adds), so they are written lowercase.
 */
import "react"

// Augmentations must repeat React's own type parameter, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars -- see above */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | ""
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
    commandfor?: string
    command?: "show-modal" | "close" | "request-close"
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto"
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */
