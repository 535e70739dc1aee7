import { act, fireEvent, render, screen } from "@testing-library/react"
import type { KeenSliderOptions } from "keen-slider"
import { ui } from "../testing"
import {
  Carousel,
  CarouselControls,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselSlide,
  CarouselViewport,
  CarouselZoom,
} from "."

/** A stand-in for keen-slider: a looping track that reports each move as the real one does. */
const mockMoves: string[] = []
jest.mock("keen-slider", () => ({
  __esModule: true,
  default: class FakeSlider {
    private rel = 0
    private element: HTMLElement
    private options: KeenSliderOptions
    constructor(element: HTMLElement, options: KeenSliderOptions) {
      this.element = element
      this.options = options
    }
    private go(index: number) {
      const count = this.element.querySelectorAll(".keen-slider__slide").length
      this.rel = (index + count) % count
      this.options.slideChanged?.({ track: { details: { rel: this.rel } } } as never)
    }
    next = () => {
      mockMoves.push("next")
      this.go(this.rel + 1)
    }
    prev = () => {
      mockMoves.push("prev")
      this.go(this.rel - 1)
    }
    moveToIdx = (index: number) => {
      mockMoves.push(`to ${index}`)
      this.go(index)
    }
    destroy = () => undefined
  },
}))

const labels = ui.carousel
const NAMES = ["Alfa", "Beta", "Gama"]
const AUTOPLAY_MS = 5000

function Harness() {
  return (
    <>
      <Carousel label={labels.regionLabel} roleDescription={labels.roleDescription} autoplayMs={AUTOPLAY_MS}>
        <CarouselViewport>
          {NAMES.map((name, index) => (
            <CarouselSlide key={name} index={index} label={name} roleDescription={labels.slideRoleDescription}>
              <CarouselZoom labels={labels}>
                <img alt={name} src="" />
              </CarouselZoom>
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <CarouselControls>
          <CarouselPlayToggle playLabel={labels.playLabel} pauseLabel={labels.pauseLabel} />
          <CarouselPrevious label={labels.previousLabel} />
          <CarouselDots labels={NAMES.map(name => `${labels.dotLabel} ${name}`)} />
          <CarouselNext label={labels.nextLabel} />
        </CarouselControls>
      </Carousel>
    </>
  )
}

const button = (name: string) => screen.getByRole("button", { name })
const dot = (index: number) => button(`${labels.dotLabel} ${NAMES[index]}`)
/** The slide on show: the one group screen readers are not told to skip. */
const shownSlide = () => screen.getByRole("group").getAttribute("aria-label")
const region = () => screen.getByRole("region", { name: labels.regionLabel })

/** Renders and lets the (mocked) slider arrive. */
async function renderCarousel() {
  render(<Harness />)
  await act(() => Promise.resolve())
}

beforeEach(() => {
  mockMoves.length = 0
})

describe("Carousel", () => {
  it("starts on the first slide, its dot marked as current", async () => {
    await renderCarousel()
    expect(shownSlide()).toBe(NAMES[0])
    expect(dot(0)).toHaveAttribute("aria-current", "true")
    expect(dot(1)).not.toHaveAttribute("aria-current")
  })

  it("the arrows move one slide and wrap around", async () => {
    await renderCarousel()
    fireEvent.click(button(labels.nextLabel))
    expect(shownSlide()).toBe(NAMES[1])
    expect(dot(1)).toHaveAttribute("aria-current", "true")
    fireEvent.click(button(labels.previousLabel))
    fireEvent.click(button(labels.previousLabel))
    expect(shownSlide()).toBe(NAMES[2])
    expect(mockMoves).toEqual(["next", "prev", "prev"])
  })

  it("a dot jumps to its slide and brings the zoom back to rest", async () => {
    await renderCarousel()
    fireEvent.click(button(labels.zoomInLabel))
    expect(screen.getByTestId("zoom-level")).toBeInTheDocument()
    expect(region()).toHaveAttribute("data-autoplay", "off")
    fireEvent.click(dot(2))
    expect(mockMoves).toEqual(["to 2"])
    expect(shownSlide()).toBe(NAMES[2])
    expect(dot(2)).toHaveAttribute("aria-current", "true")
    expect(screen.queryByTestId("zoom-level")).not.toBeInTheDocument()
  })

  it("advances by itself, but not while the pointer is over it or the visitor paused it", async () => {
    jest.useFakeTimers()
    try {
      await renderCarousel()
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS - 1))
      expect(shownSlide()).toBe(NAMES[0])
      act(() => jest.advanceTimersByTime(1))
      expect(shownSlide()).toBe(NAMES[1])

      fireEvent.mouseEnter(region())
      expect(region()).toHaveAttribute("data-autoplay", "off")
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3))
      expect(shownSlide()).toBe(NAMES[1])
      fireEvent.mouseLeave(region())

      fireEvent.click(button(labels.pauseLabel))
      expect(button(labels.playLabel)).toHaveAttribute("data-state", "paused")
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3))
      expect(shownSlide()).toBe(NAMES[1])
      fireEvent.click(button(labels.playLabel))
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS))
      expect(shownSlide()).toBe(NAMES[2])
    } finally {
      jest.useRealTimers()
    }
  })
})
