import { createElement, useEffect, useState, type ComponentType } from "react"

/** A component whose code is fetched once the page has mounted (no first-load JavaScript); until then, nothing. */
export function deferredComponent<Props extends object = object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return function DeferredComponent(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      let mounted = true
      load().then(
        component => mounted && setLoaded(() => component),
        (error: unknown) => console.log(`${name}: could not load`, error),
      )
      return () => void (mounted = false)
    }, [])
    return Loaded ? createElement(Loaded, props) : null
  }
}
