import { createMemoryStorage, MAX_STORED_CHARS, protectSessionStorage, readJson, removeKey, writeJson } from "./storage"

const denied = () => {
  throw new Error("SecurityError")
}
const throwing = { getItem: denied, setItem: denied, removeItem: denied, key: denied, clear: denied, length: 0 }
const isNumberList = (value: unknown) =>
  Array.isArray(value) && value.every(item => typeof item === "number") ? value : undefined

describe("readJson", () => {
  it("returns what writeJson stored, and nothing for a missing key, without writing", () => {
    const store = createMemoryStorage()
    expect(readJson(store, "k", isNumberList)).toBeUndefined()
    expect(store).toHaveLength(0)
    expect(writeJson(store, "k", [1, 2])).toBe(true)
    expect(readJson(store, "k", isNumberList)).toEqual([1, 2])
  })

  it.each([
    ["invalid JSON", "{not json"],
    ["a wrong shape", '{"a":1}'],
    ["wrong item types", '[1,"2"]'],
    ["JSON null", "null"],
    ["a huge string", `"${"x".repeat(MAX_STORED_CHARS + 1)}"`],
  ])("discards %s and removes the key", (_, raw) => {
    const store = createMemoryStorage({ k: raw, other: "kept" })
    expect(readJson(store, "k", isNumberList)).toBeUndefined()
    expect([store.getItem("k"), store.getItem("other")]).toEqual([null, "kept"])
  })

  it("survives a store that throws, no store at all, and a value that cannot be serialised", () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const store of [throwing, undefined]) {
      expect(readJson(store, "k", isNumberList)).toBeUndefined()
      expect(writeJson(store, "k", [1])).toBe(false)
      expect(() => removeKey(store, "k")).not.toThrow()
    }
    expect(writeJson(createMemoryStorage(), "k", cyclic)).toBe(false)
  })
})

it("swaps a throwing sessionStorage for a working in-memory one, and leaves a working one alone", () => {
  const working = { sessionStorage: window.sessionStorage }
  expect(protectSessionStorage(working)).toBe(false)
  expect(working.sessionStorage).toBe(window.sessionStorage)
  const target = { sessionStorage: throwing as Storage }
  expect(protectSessionStorage(target)).toBe(true)
  const memory = target.sessionStorage
  memory.setItem("a", "1")
  expect([memory.getItem("a"), memory.key(0), memory.length]).toEqual(["1", "a", 1])
  memory.clear()
  expect(memory.getItem("a")).toBeNull()
})
