import { createElement, useEffect, useState, type ComponentType } from "react"

/**
 * A component whose code is fetched only after the page has mounted, so none
 * of it is first-load JavaScript. It renders nothing until then (and nothing on
 * the server); a chunk that fails to load is fetched again by webpack (plugins/chunk-load-retry).
 */
export function mountedLater<Props extends object = object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return function MountedLater(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      let mounted = true
      load().then(
        component => mounted && setLoaded(() => component),
        (error: unknown) => console.log(`${name}: could not load`, error),
      )
      return () => {
        mounted = false
      }
    }, [])
    return Loaded ? createElement(Loaded, props) : null
  }
}
