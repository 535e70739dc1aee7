import { act, fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { VideoFacade } from "./VideoFacade"

/** A poster as gatsby-plugin-image describes it, with no placeholder of its own (placeholder: NONE). */
const POSTER: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 540,
  images: { fallback: { src: "/static/poster.jpg", srcSet: "/static/poster.jpg 960w", sizes: "100vw" }, sources: [] },
}
const HOST = "https://www.youtube-nocookie.com"
const PLAYER_PAGE = `${HOST}/embed/abc?autoplay=1&rel=0`

const renderVideo = (props: { eager?: boolean; inlineCopy?: string }) =>
  render(
    <VideoFacade
      videoId="abc"
      title="Demo"
      poster={POSTER}
      playLabel="Assistir"
      host={HOST}
      sizes="100vw"
      {...props}
    />,
  ).container

test("an above-the-fold poster's file waits behind the page only while its inline copy paints", () => {
  const withCopy = renderVideo({ eager: true, inlineCopy: "data:image/webp;base64,UklGRg==" })
  expect(withCopy.querySelector("picture > img")).toHaveAttribute("fetchpriority", "low")
  const withoutCopy = renderVideo({ eager: true })
  expect(withoutCopy.querySelector("img[aria-hidden]")).toBeNull()
  expect(withoutCopy.querySelector("picture > img")).not.toHaveAttribute("fetchpriority")
})

test("the poster links to the player's page; a click plays in place, and a player that never loads gives way to that link", () => {
  jest.useFakeTimers()
  renderVideo({})
  const play = screen.getByRole("link", { name: "Assistir: Demo" })
  expect(play).toHaveAttribute("href", PLAYER_PAGE)
  fireEvent.click(play)
  expect(screen.getByTitle("Demo")).toHaveAttribute("src", PLAYER_PAGE)
  act(() => jest.advanceTimersByTime(6000))
  expect(screen.queryByTitle("Demo")).toBeNull()
  expect(screen.getByRole("status")).toContainElement(screen.getByRole("link", { name: "Assistir: Demo" }))
  jest.useRealTimers()
})
