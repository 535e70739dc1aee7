import { createContext, useContext, type Dispatch, type RefObject } from "react"
import type { ZoomAction, ZoomState } from "./zoom"

/** What every part of a carousel reads: the slide on show, autoplay, zoom and the slider's moves. */
export interface CarouselContextValue {
  /** Index of the slide on show. */
  current: number
  /** False in the static HTML: controls render disabled until the carousel's code has hydrated. */
  hydrated: boolean
  /** Stopped by the visitor's choice, or (until they choose) by their reduced-motion setting. */
  paused: boolean
  /** The slides are moving by themselves right now. */
  autoplay: boolean
  /** The active slide's zoom and pan; the other slides show theirs at rest. */
  zoom: ZoomState
  dispatchZoom: Dispatch<ZoomAction>
  /** Goes on the track element that keen-slider drives. */
  sliderRef: RefObject<HTMLDivElement>
  previous: () => void
  next: () => void
  /** Jumps to a slide, its view back at rest. */
  goTo: (index: number) => void
  togglePaused: () => void
}

export const CarouselContext = createContext<CarouselContextValue | null>(null)

export function useCarousel(): CarouselContextValue {
  const value = useContext(CarouselContext)
  if (!value) throw new Error("Carousel parts must be used inside <Carousel>")
  return value
}

/** The slide a part sits in (its zoom viewer and zoom bar need to know whether it is on show). */
export const CarouselSlideContext = createContext<{ index: number; active: boolean } | null>(null)

export function useCarouselSlide(): { index: number; active: boolean } {
  const value = useContext(CarouselSlideContext)
  if (!value) throw new Error("This carousel part must be used inside <CarouselSlide>")
  return value
}
