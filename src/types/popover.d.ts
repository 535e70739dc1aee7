/**
 * The HTML Popover API's attributes, which React 18's types lack (React 19
 * adds `popover` and `popoverTarget`). React 18 passes unknown lowercase
 * attributes to the DOM as they are, so they are written lowercase.
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
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */
