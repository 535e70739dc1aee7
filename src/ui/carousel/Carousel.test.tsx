import { act, fireEvent, render, screen } from "@testing-library/react"
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
} from "./Carousel"
import { CarouselZoom } from "./CarouselZoom"

// keen-slider arrives only when a test calls arrive(); until then, as when its request stalls, the module is a
// promise that has not settled.
const mockKeen = { arrive: () => undefined as unknown, started: [] as number[], moves: [] as string[] }
jest.mock("keen-slider", () => ({
  __esModule: true,
  then: (resolve: (module: object) => void) => {
    class FakeKeen {
      constructor(_: HTMLElement, options: { initial: number }) {
        mockKeen.started.push(options.initial)
      }
      next = () => mockKeen.moves.push("next")
      destroy = () => undefined
    }
    mockKeen.arrive = () => resolve({ default: FakeKeen })
  },
}))

const labels = ui.carousel
const NAMES = ["Alfa", "Beta", "Gama"]
const AUTOPLAY_MS = 5000
const WIDTH = 600
const scrollTo = jest.fn()

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { get: () => WIDTH })
  HTMLElement.prototype.scrollTo = scrollTo
})

beforeEach(() => {
  scrollTo.mockClear()
  jest.useFakeTimers()
  render(
    <Carousel label={labels.regionLabel} roleDescription={labels.roleDescription} autoplayMs={AUTOPLAY_MS}>
      <CarouselViewport data-testid="track">
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
    </Carousel>,
  )
})

afterEach(() => jest.useRealTimers())

const button = (name: string) => screen.getByRole("button", { name })
const dot = (index: number) => button(`${labels.dotLabel} ${NAMES[index]}`)
/** The slide on show: the one group screen readers are not told to skip. */
const shownSlide = () => screen.getByRole("group").getAttribute("aria-label")
const region = () => screen.getByRole("region", { name: labels.regionLabel })
/** Where the track was last scrolled to, in slides. */
const scrolledTo = () => (scrollTo.mock.lastCall as [{ left: number }])[0].left / WIDTH

test("a press just before keen-slider arrives is kept: it starts on that slide, then takes the moves", async () => {
  fireEvent.click(dot(2))
  mockKeen.arrive()
  await act(() => Promise.resolve())
  expect(mockKeen.started).toEqual([2])
  fireEvent.click(button(labels.nextLabel))
  expect(mockKeen.moves).toEqual(["next"])
})

describe("Carousel, without keen-slider", () => {
  it("starts on the first slide; the arrows scroll the track one slide and wrap around", () => {
    expect(shownSlide()).toBe(NAMES[0])
    expect(dot(0)).toHaveAttribute("aria-current", "true")
    fireEvent.click(button(labels.nextLabel))
    expect(shownSlide()).toBe(NAMES[1])
    expect(dot(1)).toHaveAttribute("aria-current", "true")
    expect(scrolledTo()).toBe(1)
    fireEvent.click(button(labels.previousLabel))
    fireEvent.click(button(labels.previousLabel))
    expect(shownSlide()).toBe(NAMES[2])
    expect(scrolledTo()).toBe(2)
  })

  it("a dot jumps to its slide and brings the zoom back to rest", () => {
    fireEvent.click(button(labels.zoomInLabel))
    expect(screen.getByTestId("zoom-level")).toBeInTheDocument()
    expect(region()).toHaveAttribute("data-autoplay", "off")
    fireEvent.click(dot(2))
    expect(shownSlide()).toBe(NAMES[2])
    expect(scrolledTo()).toBe(2)
    expect(screen.queryByTestId("zoom-level")).not.toBeInTheDocument()
  })

  it("a swipe shows the slide the track settles on", () => {
    const track = screen.getByTestId("track")
    track.scrollLeft = 2 * WIDTH
    fireEvent.scroll(track)
    act(() => jest.advanceTimersByTime(100))
    expect(shownSlide()).toBe(NAMES[2])
    expect(dot(2)).toHaveAttribute("aria-current", "true")
  })

  it("advances by itself, but not while the pointer is over it or the visitor paused it", () => {
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS - 1))
    expect(shownSlide()).toBe(NAMES[0])
    act(() => jest.advanceTimersByTime(1))
    expect(shownSlide()).toBe(NAMES[1])

    fireEvent.mouseEnter(region())
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3))
    expect(shownSlide()).toBe(NAMES[1])
    fireEvent.mouseLeave(region())

    fireEvent.click(button(labels.pauseLabel))
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3))
    expect(shownSlide()).toBe(NAMES[1])
    fireEvent.click(button(labels.playLabel))
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS))
    expect(shownSlide()).toBe(NAMES[2])
  })
})
