import type { KeenSliderOptions } from "keen-slider"
import { useCallback, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from "react"
import { prefersReducedMotion, subscribeReducedMotion } from "../../lib/browser/reduced-motion"
import { useHydrated } from "../useHydrated"
import type { CarouselContextValue } from "./carousel-context"
import { useLazyKeenSlider } from "./useLazyKeenSlider"
import { INITIAL_ZOOM, isZoomed, zoomReducer } from "./zoom"

/** How long a slide change animates, unless the visitor asked for reduced motion. */
const SLIDE_ANIMATION_MS = 550

export interface CarouselState extends CarouselContextValue {
  /** For the root element: pointer over it and keyboard focus inside it both hold autoplay. */
  setHovered: (hovered: boolean) => void
  setFocused: (focused: boolean) => void
}

/**
 * The state behind a carousel: the looping slider (loaded late, see
 * useLazyKeenSlider), the slide on show, the zoom of its image, and autoplay
 * every `autoplayMs`, held while hovered, focused by keyboard, zoomed or paused.
 */
export function useCarouselState(autoplayMs: number): CarouselState {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // The visitor's own choice (WCAG 2.2.2); until they make one, reduced motion means paused.
  // The server renders "playing"; the browser's setting applies right after hydration.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reducedMotion
  const [zoom, dispatchZoom] = useReducer(zoomReducer, INITIAL_ZOOM)
  const zoomed = isZoomed(zoom)

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: true,
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : SLIDE_ANIMATION_MS },
      slideChanged: slider => {
        setCurrent(slider.track.details.rel)
        // A zoomed view belongs to the image it was made on.
        dispatchZoom({ type: "reset" })
      },
    }),
    [],
  )
  const { sliderRef, withSlider } = useLazyKeenSlider(options)

  const autoplay = !paused && !hovered && !focused && !zoomed
  useEffect(() => {
    if (!autoplay) return
    const interval = window.setInterval(() => withSlider(instance => instance.next(), { load: false }), autoplayMs)
    return () => window.clearInterval(interval)
  }, [autoplay, autoplayMs, withSlider, current])

  const goTo = useCallback(
    (index: number) => {
      dispatchZoom({ type: "reset" })
      withSlider(instance => instance.moveToIdx(index))
    },
    [withSlider],
  )
  const previous = useCallback(() => withSlider(instance => instance.prev()), [withSlider])
  const next = useCallback(() => withSlider(instance => instance.next()), [withSlider])
  const togglePaused = () => {
    // Resuming asks for rotation: fetch the slider now, or the first automatic step has nothing to move.
    if (paused) withSlider(() => undefined)
    setPausedByVisitor(!paused)
  }

  return {
    current,
    hydrated,
    paused,
    autoplay,
    zoom,
    dispatchZoom,
    sliderRef,
    previous,
    next,
    goTo,
    togglePaused,
    setHovered,
    setFocused,
  }
}
