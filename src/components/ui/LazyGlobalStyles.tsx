import { useEffect, useState, type ComponentType } from "react"

/**
 * The global styles for a page without the server's critical CSS (gatsby
 * develop renders in the browser only). Fetched on demand so their code is
 * not in visitors' first-load JavaScript: built pages never need it.
 */
export function LazyGlobalStyles() {
  const [Styles, setStyles] = useState<ComponentType | null>(null)
  useEffect(() => {
    import("../../theme/GlobalStyles").then(module => setStyles(() => module.GlobalStyles)).catch(error => console.log("global styles: could not load", error))
  }, [])
  return Styles ? <Styles /> : null
}
