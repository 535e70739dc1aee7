import { useEffect, useState, type ComponentType } from "react"

/**
 * The marketing tags' own code arrives after the page has mounted: none of it
 * is first-load JavaScript, and none of it runs before the page is usable.
 * Renders nothing on the server, like Tags itself.
 */
export function DeferredTags() {
  const [Tags, setTags] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import("./Tags")
      .then(module => mounted && setTags(() => module.Tags))
      .catch(error => console.log("tags: could not load", error))
    return () => {
      mounted = false
    }
  }, [])
  return Tags ? <Tags /> : null
}
