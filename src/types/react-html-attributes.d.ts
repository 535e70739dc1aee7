/** Attributes React 18 does not know, which it passes to the DOM as written only in lowercase (camelCase is React 19). */
import "react"

// Augmentations must repeat React's own type parameter, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars -- see above */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | ""
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto"
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */
