import { appLoadedEvent, pushDataLayer, type AnalyticsWindow } from "./data-layer"

describe("dataLayer", () => {
  it("creates dataLayer when missing and pushes react_app_loaded with title, location and variant", () => {
    const target: AnalyticsWindow = {}
    pushDataLayer(target, appLoadedEvent("Formação Magic", "https://x.com/?a=1", "main"))
    expect(target.dataLayer).toEqual([
      {
        event: "react_app_loaded",
        page_title: "Formação Magic",
        page_location: "https://x.com/?a=1",
        variante: "main",
      },
    ])
  })

  it("ignores a dataLayer that is not a list", () => {
    const target = { dataLayer: "oops" } as unknown as AnalyticsWindow
    expect(() => pushDataLayer(target, { event: "x" })).not.toThrow()
  })
})
