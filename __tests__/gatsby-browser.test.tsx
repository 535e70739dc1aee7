import { onRouteUpdate } from "../gatsby-browser"
import { ROUTE_UPDATE_EVENT } from "../src/lib/browser/route-update"

type RouteUpdateArgs = Parameters<NonNullable<typeof onRouteUpdate>>[0]

const at = (pathname: string) => new URL(pathname, "http://localhost/") as unknown as Location

// Gatsby calls onRouteUpdate after the first render too: a page view then would count every visit twice.
describe("gatsby-browser", () => {
  it("announces client-side navigations to the tag loader, and not the first page load", () => {
    const heard = jest.fn()
    window.addEventListener(ROUTE_UPDATE_EVENT, heard)
    onRouteUpdate?.({ location: at("/"), prevLocation: null } as unknown as RouteUpdateArgs, { plugins: [] })
    expect(heard).not.toHaveBeenCalled()
    onRouteUpdate?.({ location: at("/semana-cliente"), prevLocation: at("/") } as unknown as RouteUpdateArgs, {
      plugins: [],
    })
    expect(heard).toHaveBeenCalledTimes(1)
    window.removeEventListener(ROUTE_UPDATE_EVENT, heard)
  })
})
