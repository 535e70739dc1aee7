import styled from "@emotion/styled"
import type { HTMLAttributes } from "react"
import { mq } from "../../theme/theme"
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
    <Slide
      className={className ? `keen-slider__slide ${className}` : "keen-slider__slide"}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!active}
      data-active={active ? "true" : "false"}
      {...props}
    >
      <CarouselSlideContext.Provider value={{ index, active }}>{children}</CarouselSlideContext.Provider>
    </Slide>
  )
}

const Slide = styled.div`
  /* Before the slider starts, show exactly the first slide (no layout shift). */
  min-width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`
