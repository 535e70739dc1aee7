import { maskPhone, phoneDigits } from "./phone-mask"

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119876", "(11) 9876"],
    ["1198765", "(11) 9876-5"],
    ["1133334444", "(11) 3333-4444"],
    ["11987654321", "(11) 98765-4321"],
  ])("formats %j while typing as %j", (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown)
  })

  it.each([
    "+55 11 98765-4321",
    "+55 (11) 98765-4321",
    "11987654321",
    "(11) 98765-4321",
    "11 98765 4321",
    "011 98765-4321",
    "5511987654321",
    "0055 11 98765 4321",
  ])("turns the pasted %j into (11) 98765-4321", pasted => {
    expect(maskPhone(pasted)).toBe("(11) 98765-4321")
  })

  it("drops letters and symbols and keeps at most 11 digits", () => {
    expect(maskPhone("ab1c1-9x8")).toBe("(11) 98")
    expect(maskPhone("119876543219999")).toBe("(11) 98765-4321")
    expect(phoneDigits("119876543219999")).toHaveLength(11)
  })

  it("is stable: masking a masked value changes nothing", () => {
    for (const value of ["(11) 98765-4321", "(21) 3333-4444", "(11) 9876-5"]) expect(maskPhone(value)).toBe(value)
  })

  it("lets the visitor erase back to empty", () => {
    expect(maskPhone("(11) 9876-")).toBe("(11) 9876")
    expect(maskPhone("(11) ")).toBe("(11")
    expect(maskPhone("(")).toBe("")
  })
})
