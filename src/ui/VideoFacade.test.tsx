import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { VideoFacade } from "./VideoFacade"

/** A poster as gatsby-plugin-image describes it, with no placeholder of its own (placeholder: NONE). */
const POSTER: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 540,
  images: { fallback: { src: "/static/poster.jpg", srcSet: "/static/poster.jpg 960w", sizes: "100vw" }, sources: [] },
}
const INLINE_COPY = "data:image/webp;base64,UklGRg=="

const renderPoster = (props: { eager?: boolean; inlineCopy?: string | null }) =>
  render(
    <>
      <VideoFacade
        videoId="abc"
        title="Demo"
        poster={POSTER}
        playLabel="Assistir"
        host="https://www.youtube-nocookie.com"
        sizes="100vw"
        {...props}
      />
    </>,
  ).container

test("an above-the-fold poster shows its inline copy until its file arrives, which waits behind the page", () => {
  const poster = renderPoster({ eager: true, inlineCopy: INLINE_COPY })
  expect(poster.querySelector("img[data-picture-copy]")).toHaveAttribute("src", INLINE_COPY)
  expect(poster.querySelector("img[data-picture-file]")).toHaveAttribute("fetchpriority", "low")
})

test("a poster without an inline copy loads its file at the browser's own priority", () => {
  const poster = renderPoster({ eager: true })
  expect(poster.querySelector("img[data-picture-copy]")).toBeNull()
  expect(poster.querySelector("img[data-picture-file]")).not.toHaveAttribute("fetchpriority")
})
