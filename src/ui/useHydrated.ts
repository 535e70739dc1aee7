import { useSyncExternalStore } from "react"

const subscribeToNothing = () => () => undefined

/**
 * False in the server HTML and during hydration, true once this component has
 * hydrated (React renders with the server snapshot while hydrating, then with
 * the client's). Controls that need their section's code render disabled
 * until then, so a press before the code arrives is visibly not taken.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
