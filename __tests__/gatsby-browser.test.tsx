import type { Renderer } from "react-dom"
import { replaceHydrateFunction } from "../gatsby-browser"
import { hydrateInTransition } from "../src/lib/browser/hydrate-in-transition"

/**
 * Gatsby asks gatsby-browser for its hydrate function once, at startup. What that function
 * does (slices, the server's nodes kept, develop's empty root) is tested beside it; this
 * checks that Gatsby gets it, so that the first hydration does not silently go back to one
 * blocking task if the export is dropped or renamed.
 */
describe("gatsby-browser", () => {
  it("gives Gatsby the hydrate function that hydrates in slices", () => {
    expect(typeof replaceHydrateFunction).toBe("function")
    const renderer: Renderer | undefined = replaceHydrateFunction?.(
      {} as Parameters<NonNullable<typeof replaceHydrateFunction>>[0],
      { plugins: [] },
    )
    expect(renderer).toBe(hydrateInTransition)
  })
})
