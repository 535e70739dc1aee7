import type { ReactNode } from "react"
import { CarouselContext } from "./carousel-context"
import { useCarouselState } from "./useCarouselState"

interface CarouselProps {
  /** The region's accessible name. */
  label: string
  /** What screen readers call the region (aria-roledescription), e.g. "carrossel". */
  roleDescription: string
  /** The slides advance by themselves this often. */
  autoplayMs: number
  children: ReactNode
}

/**
 * A looping carousel in parts (shadcn/ui style): this root holds the state
 * and the region; CarouselViewport, CarouselSlide, CarouselZoom and the
 * controls read it from context. Its controls render disabled in the static
 * HTML and come alive when the carousel's code has hydrated.
 */
export function Carousel({ label, roleDescription, autoplayMs, children }: CarouselProps) {
  const { setHovered, setFocused, ...state } = useCarouselState(autoplayMs)
  return (
    <CarouselContext.Provider value={state}>
      {/* The region only listens: hover and keyboard focus inside it hold the automatic advance. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription={roleDescription}
        aria-label={label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={event => {
          // Keyboard focus pauses; a mouse click on an arrow should not stop autoplay for good.
          if (event.target.matches(":focus-visible")) setFocused(true)
        }}
        onBlur={event => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
        }}
        data-autoplay={state.autoplay ? "on" : "off"}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  )
}
