import { startTransition, type ReactNode } from "react"
import type { Container } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"

/** Gatsby's own test (gatsby/cache-dir/production-app.js): a page built with HTML has content in its focus wrapper. */
const hasServerHtml = (container: Element) => container.querySelector("#gatsby-focus-wrapper")?.hasChildNodes() === true

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server's HTML (or, as Gatsby
 * does for a page without it, such as under `gatsby develop`, renders into the
 * root) inside `startTransition`. React 18 gives a root's first render the
 * lane of the update that scheduled it: Gatsby's plain `hydrateRoot` makes
 * it a blocking one, done in one task however long it takes; as a transition
 * React hydrates in slices of about 5 ms and lets the browser handle input
 * and paint between them. Nothing waits on it: every control works as static
 * HTML before its code arrives (docs/architecture.md), and React hydrates the
 * part a visitor interacts with first. Returns the cleanup Gatsby asks for.
 */
export function hydrateInTransition(element: ReactNode, container: Container | null): () => void {
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby passed no root element")
  let unmount = () => {}
  startTransition(() => {
    if (hasServerHtml(container)) {
      const root = hydrateRoot(container, element)
      unmount = () => root.unmount()
    } else {
      const root = createRoot(container)
      root.render(element)
      unmount = () => root.unmount()
    }
  })
  return () => unmount()
}
