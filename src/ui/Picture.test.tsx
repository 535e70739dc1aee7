import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./Picture"

/** An image as gatsby-plugin-image's GraphQL field describes it: a JPEG fallback, AVIF and WebP sources. */
const SHOT: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  backgroundColor: "rgb(24,24,40)",
  images: {
    fallback: { src: "/static/a/720/shot.jpg", srcSet: "/static/a/360/shot.jpg 360w,\n/static/a/720/shot.jpg 720w" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/360/shot.avif 360w,\n/static/a/720/shot.avif 720w" },
      { type: "image/webp", srcSet: "/static/a/360/shot.webp 360w,\n/static/a/720/shot.webp 720w" },
    ],
  },
}
const SIZES = "(min-width: 1024px) 640px, calc(100vw - 32px)"
const COPY = "data:image/webp;base64,UklGRg=="

const renderPicture = (props: Partial<Parameters<typeof Picture>[0]> = {}) =>
  render(<Picture image={SHOT} alt="Painel do agente" sizes={SIZES} {...props} />).container

test("every file is in the HTML with the page's sizes, proportions and colour: nothing waits for a script", () => {
  const picture = renderPicture()
  const sources = Array.from(picture.querySelectorAll("source"))
  expect(sources.map(source => [source.type, source.sizes])).toEqual([
    ["image/avif", SIZES],
    ["image/webp", SIZES],
  ])
  const file = picture.querySelector("picture > img")
  for (const [name, value] of Object.entries({ src: SHOT.images.fallback?.src, sizes: SIZES, alt: "Painel do agente" }))
    expect(file).toHaveAttribute(name, value)
  expect(file).toHaveAttribute("srcset", SHOT.images.fallback?.srcSet)
  // Its proportions are known before the file arrives, so nothing shifts.
  expect([file?.getAttribute("width"), file?.getAttribute("height")]).toEqual(["720", "480"])
  expect(picture.firstElementChild).toHaveStyle({ backgroundColor: "rgb(24,24,40)" })
  expect(picture.querySelector("script, noscript, img[aria-hidden]")).toBeNull()
  expect(file).not.toHaveAttribute("fetchpriority")
})

test("below the fold the browser fetches the file as it nears the viewport; above, at once", () => {
  expect(renderPicture().querySelector("picture > img")).toHaveAttribute("loading", "lazy")
  expect(renderPicture({ eager: true }).querySelector("picture > img")).toHaveAttribute("loading", "eager")
})

test("an inline copy paints from the HTML under the file, hidden from screen readers", () => {
  const picture = renderPicture({ inlineCopy: COPY, fetchPriority: "low", eager: true })
  const copy = picture.querySelector("img[aria-hidden='true']")
  expect(copy).toHaveAttribute("src", COPY)
  expect(copy).toHaveAttribute("alt", "")
  // The copy comes first, so the file paints over it once it has loaded.
  expect(copy?.nextElementSibling?.tagName).toBe("PICTURE")
  expect(picture.querySelector("picture > img")).toHaveAttribute("fetchpriority", "low")
})
