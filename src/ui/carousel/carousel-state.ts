import type { KeenSliderInstance } from "keen-slider"
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react"
import { prefersReducedMotion, subscribeReducedMotion } from "../../lib/browser/reduced-motion"
import { INITIAL_ZOOM, isZoomed, zoomReducer } from "./zoom"

const SLIDE_ANIMATION_MS = 550
/** A native scroll has settled once it has been still this long (Safari has no scrollend event). */
const SCROLL_SETTLE_MS = 100

const slideShown = (track: HTMLElement) => Math.round(track.scrollLeft / track.clientWidth) || 0
const subscribeToNothing = () => () => undefined
const inBrowser = () => true
const onServer = () => false

/** `held`: the pointer is over the carousel or the keyboard focus inside it. */
export function useCarouselState(autoplayMs: number, held: boolean) {
  // False in the static HTML, where the controls show they do not work yet.
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer)
  const [current, setCurrent] = useState(0)
  // The visitor's own choice (WCAG 2.2.2); until they make one, reduced motion means paused.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, onServer)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reducedMotion
  const [zoom, dispatchZoom] = useReducer(zoomReducer, INITIAL_ZOOM)
  // A zoomed view belongs to the image it was made on.
  useEffect(() => dispatchZoom({ type: "reset" }), [current])
  const trackRef = useRef<HTMLDivElement>(null)
  const slider = useRef<KeenSliderInstance | null>(null)
  // Where keen-slider starts: the slide on show, or on its way if a native scroll to it is under way.
  const shown = useRef(0)
  useEffect(() => {
    shown.current = current
  })

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let settling = 0
    const settle = () => {
      window.clearTimeout(settling)
      settling = window.setTimeout(() => setCurrent(slideShown(track)), SCROLL_SETTLE_MS)
    }
    const native = new AbortController()
    track.addEventListener("onscrollend" in window ? "scrollend" : "scroll", settle, { signal: native.signal })
    // The visitor may have swiped before this code arrived.
    if (track.scrollLeft) settle()
    import(/* webpackChunkName: "keen-slider" */ "keen-slider").then(
      ({ default: KeenSlider }) => {
        if (native.signal.aborted) return
        native.abort()
        window.clearTimeout(settling)
        track.dataset.sliderReady = "true"
        track.scrollLeft = 0
        slider.current = new KeenSlider(track, {
          loop: true,
          initial: shown.current,
          defaultAnimation: { duration: prefersReducedMotion() ? 0 : SLIDE_ANIMATION_MS },
          slideChanged: instance => setCurrent(instance.track.details.rel),
        })
      },
      (error: unknown) => console.log("carousel: keen-slider did not load, the track scrolls natively", error),
    )
    return () => {
      native.abort()
      window.clearTimeout(settling)
      slider.current?.destroy()
      slider.current = null
    }
  }, [])

  /** Moves by keen-slider, or without it scrolls to slide `index` (wrapped around). */
  const move = useCallback((byKeen: (instance: KeenSliderInstance) => void, index: number) => {
    const track = trackRef.current
    if (slider.current) byKeen(slider.current)
    else if (track) {
      const wrapped = (index + track.children.length) % track.children.length
      setCurrent(wrapped)
      track.scrollTo({ left: wrapped * track.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" })
    }
  }, [])
  const next = useCallback(() => move(instance => instance.next(), current + 1), [move, current])

  const autoplay = !paused && !held && !isZoomed(zoom)
  useEffect(() => {
    if (!autoplay) return
    const interval = window.setInterval(next, autoplayMs)
    return () => window.clearInterval(interval)
  }, [autoplay, autoplayMs, next])

  const previous = () => move(instance => instance.prev(), current - 1)
  const goTo = (index: number) => {
    dispatchZoom({ type: "reset" })
    move(instance => instance.moveToIdx(index), index)
  }
  const togglePaused = () => setPausedByVisitor(!paused)
  return { current, hydrated, paused, autoplay, zoom, dispatchZoom, trackRef, previous, next, goTo, togglePaused }
}
