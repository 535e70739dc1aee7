import { css } from "@emotion/react"
import type { HTMLAttributes } from "react"
import { mq, theme } from "../../theme/theme"
import { CarouselSlideContext, useCarousel } from "./carousel-context"

interface CarouselSlideProps extends HTMLAttributes<HTMLDivElement> {
  index: number
  /** The slide's accessible name, e.g. "Projeto 3 de 12: …". */
  label: string
  /** What screen readers call a slide (aria-roledescription), e.g. "slide". */
  roleDescription: string
}

/** One slide: a named group, hidden from screen readers while another is on show. */
export function CarouselSlide({ index, label, roleDescription, className, children, ...props }: CarouselSlideProps) {
  const { current } = useCarousel()
  const active = index === current
  return (
    <div
      css={slideStyle}
      className={className ? `keen-slider__slide ${className}` : "keen-slider__slide"}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!active}
      data-active={active ? "true" : "false"}
      {...props}
    >
      <CarouselSlideContext.Provider value={{ index, active }}>{children}</CarouselSlideContext.Provider>
    </div>
  )
}

const slideStyle = css`
  /* Before the slider starts, show exactly the first slide (no layout shift). */
  min-width: 100%;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
  ${mq.md} {
    padding: ${theme.space[6]};
  }
`
