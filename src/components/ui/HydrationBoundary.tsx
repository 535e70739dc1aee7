import { Suspense, type ReactNode } from "react"

/**
 * Wraps a below-the-fold section of a server-rendered page. React 18's
 * hydrateRoot leaves each Suspense boundary dehydrated on its first pass and
 * hydrates it afterwards at low priority, yielding to the browser between
 * boundaries: one long hydration task becomes many short ones (less Total
 * Blocking Time), and a click on a section still hydrates it first. The
 * static HTML is the same; nothing here ever suspends, so there is no fallback.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
