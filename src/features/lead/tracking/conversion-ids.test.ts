import { conversionIds, fbcFromClick, gaClientId, readCookie } from "./conversion-ids"

describe("readCookie", () => {
  it("finds a cookie by its exact name, decoded, and nothing for a missing or empty one", () => {
    const cookies = "_ga_ABC=GS1.1.x; _ga=GA1.1.111.222;  _fbc=fb.1.1.a%2Db; empty="
    expect(readCookie(cookies, "_ga")).toBe("GA1.1.111.222")
    expect(readCookie(cookies, "_fbc")).toBe("fb.1.1.a-b")
    expect(readCookie(cookies, "empty")).toBeUndefined()
    expect(readCookie(cookies, "_fbp")).toBeUndefined()
    expect(readCookie("", "_ga")).toBeUndefined()
  })
})

describe("gaClientId", () => {
  it("is the last two dot-separated numbers of _ga", () => {
    expect(gaClientId("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000")
    expect(gaClientId("GA1.2.55.66")).toBe("55.66")
    expect(gaClientId("garbage")).toBeUndefined()
    expect(gaClientId(undefined)).toBeUndefined()
  })
})

describe("fbc", () => {
  it("is built in Meta's documented format from the click id and when it came", () => {
    expect(fbcFromClick("IwAR2x", new Date("2025-03-01T12:00:00.000Z"))).toBe("fb.1.1740830400000.IwAR2x")
  })

  it("prefers the _fbc cookie the pixel wrote", () => {
    const last = { params: { fbclid: "fb-1" }, timestamp: "2025-03-01T12:00:00.000Z", referrer: "", landing_page: "" }
    expect(conversionIds("_fbc=fb.1.5.fb-0", ["marketing"], last).fbc).toBe("fb.1.5.fb-0")
    expect(conversionIds("", ["marketing"], last).fbc).toBe("fb.1.1740830400000.fb-1")
    expect(conversionIds("", ["analytics"], last)).toEqual({})
  })
})
