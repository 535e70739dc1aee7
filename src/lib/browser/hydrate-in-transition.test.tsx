import { act } from "react"
import { hydrateInTransition } from "./hydrate-in-transition"

/** A part of a page whose render takes a while, like a long page's many elements on a phone. */
const SLOW_PARTS = 40
let rendered = 0
/** Keeps the thread busy, as rendering does: React can yield only between parts. */
function busyFor(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // nothing: the time is the point
  }
}
function SlowPart({ index }: { index: number }) {
  rendered++
  busyFor(2)
  return <li>{`Parte ${index}`}</li>
}
const Page = () => (
  <div id="gatsby-focus-wrapper">
    <ul>
      {Array.from({ length: SLOW_PARTS }, (_, index) => (
        <SlowPart key={index} index={index} />
      ))}
    </ul>
  </div>
)

/** The server's HTML for Page, in Gatsby's focus wrapper as on a built page. */
const serverHtml = `<div id="gatsby-focus-wrapper"><ul>${Array.from({ length: SLOW_PARTS }, (_, index) => `<li>Parte ${index}</li>`).join("")}</ul></div>`

const nextTask = () => new Promise(resolve => setTimeout(resolve, 0))

/**
 * How many parts had rendered each time the event loop got a turn, until all had: a task of
 * the browser's own (a timer here) runs only between React's tasks, never in the middle of one.
 */
async function progressSeenBetweenTasks(): Promise<number[]> {
  const seen: number[] = []
  while (rendered < SLOW_PARTS) {
    await nextTask()
    seen.push(rendered)
  }
  return seen
}

describe("hydrateInTransition (Gatsby's replaceHydrateFunction)", () => {
  beforeEach(() => {
    rendered = 0
    document.body.innerHTML = ""
  })

  it("hydrates the server's HTML in slices, yielding to the browser between them, and keeps its nodes", async () => {
    const container = document.createElement("div")
    container.innerHTML = serverHtml
    document.body.append(container)
    const firstItem = container.querySelector("li")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})

    const cleanup = hydrateInTransition(<Page />, container)
    const seen = await progressSeenBetweenTasks()
    // A blocking hydration (Gatsby's default hydrateRoot) renders all of them in one task, so
    // nothing in between is ever seen; in slices, the browser gets turns part of the way through.
    expect(seen.some(count => count > 0 && count < SLOW_PARTS)).toBe(true)
    await act(async () => {})
    expect(container.querySelector("li")).toBe(firstItem)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    cleanup()
    expect(container.innerHTML).toBe("")
  })

  it("renders into an empty root (gatsby develop serves no HTML)", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const cleanup = hydrateInTransition(<p>Formação Magic</p>, container)
    while (!container.hasChildNodes()) await nextTask()
    expect(container.innerHTML).toBe("<p>Formação Magic</p>")
    cleanup()
  })
})
