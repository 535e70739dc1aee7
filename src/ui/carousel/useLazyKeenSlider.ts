import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider"
import { useCallback, useEffect, useRef, type RefObject } from "react"

/** Start fetching the slider this far before the carousel scrolls into view. */
const NEAR_VIEWPORT_MARGIN = "600px 0px"

type SliderAction = (slider: KeenSliderInstance) => void

/**
 * keen-slider's `useKeenSlider`, but the library (about 6 KB gzip) is fetched
 * only when the carousel nears the viewport, so it is not first-load
 * JavaScript. Until then the server-rendered first slide, dots and arrows stay
 * as they are (no layout shift). `withSlider` runs an action on the slider,
 * loading it first when an arrow or dot is used before it has arrived.
 * `options` are read once, when the slider starts.
 */
export function useLazyKeenSlider(options: KeenSliderOptions): {
  sliderRef: RefObject<HTMLDivElement>
  /** `load: false` (autoplay): act only once the slider is on its way, never fetch it for this. */
  withSlider: (action: SliderAction, options?: { load?: boolean }) => void
} {
  const sliderRef = useRef<HTMLDivElement>(null)
  const slider = useRef<KeenSliderInstance | null>(null)
  const optionsRef = useRef(options)
  const loading = useRef<Promise<KeenSliderInstance | null> | null>(null)

  const load = useCallback(() => {
    loading.current ??= import("keen-slider")
      .then(({ default: KeenSlider }) => {
        const element = sliderRef.current
        if (!element?.isConnected) return null
        slider.current ??= new KeenSlider(element, optionsRef.current)
        // A marker for tests and styles: the carousel can move from here on.
        element.dataset.sliderReady = "true"
        return slider.current
      })
      .catch((error: unknown) => {
        console.log("carousel: keen-slider failed to load", error)
        loading.current = null
        return null
      })
    return loading.current
  }, [])

  useEffect(() => {
    const element = sliderRef.current
    if (!element) return
    let observer: IntersectionObserver | undefined
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        entries => {
          if (!entries.some(entry => entry.isIntersecting)) return
          observer?.disconnect()
          void load()
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      )
      observer.observe(element)
    } else {
      void load()
    }
    return () => {
      observer?.disconnect()
      slider.current?.destroy()
      slider.current = null
      loading.current = null
    }
  }, [load])

  const withSlider = useCallback(
    (action: SliderAction, { load: loadIfNeeded = true }: { load?: boolean } = {}) => {
      if (slider.current) action(slider.current)
      else if (loadIfNeeded || loading.current) void load().then(instance => instance && action(instance))
    },
    [load],
  )

  return { sliderRef, withSlider }
}
