import {
  createMemoryStorage,
  MAX_STORED_CHARS,
  protectSessionStorage,
  readJson,
  removeKey,
  writeJson,
  type KeyValueStore,
} from "./storage"

const throwing: KeyValueStore = {
  getItem: () => {
    throw new Error("SecurityError")
  },
  setItem: () => {
    throw new Error("QuotaExceededError")
  },
  removeItem: () => {
    throw new Error("SecurityError")
  },
}

const isNumberList = (value: unknown) =>
  Array.isArray(value) && value.every(item => typeof item === "number") ? value : undefined

describe("readJson", () => {
  it("returns what writeJson stored", () => {
    const store = createMemoryStorage()
    expect(writeJson(store, "k", [1, 2])).toBe(true)
    expect(readJson(store, "k", isNumberList)).toEqual([1, 2])
  })

  it("returns undefined for a missing key without writing", () => {
    const store = createMemoryStorage()
    expect(readJson(store, "k", isNumberList)).toBeUndefined()
    expect(store.length).toBe(0)
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
    expect(store.getItem("k")).toBeNull()
    expect(store.getItem("other")).toBe("kept")
  })

  it("survives a store that throws on every call", () => {
    expect(readJson(throwing, "k", isNumberList)).toBeUndefined()
    expect(writeJson(throwing, "k", [1])).toBe(false)
    expect(() => removeKey(throwing, "k")).not.toThrow()
  })

  it("survives having no store at all", () => {
    expect(readJson(undefined, "k", isNumberList)).toBeUndefined()
    expect(writeJson(undefined, "k", [1])).toBe(false)
  })

  it("reports a value that cannot be serialised as not written", () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(writeJson(createMemoryStorage(), "k", cyclic)).toBe(false)
  })
})

describe("protectSessionStorage", () => {
  it("leaves a working sessionStorage alone", () => {
    const target = { sessionStorage: window.sessionStorage }
    expect(protectSessionStorage(target)).toBe(false)
    expect(target.sessionStorage).toBe(window.sessionStorage)
  })

  it("swaps a throwing sessionStorage for a working in-memory one", () => {
    const target = { sessionStorage: throwing as unknown as Storage }
    expect(protectSessionStorage(target)).toBe(true)
    target.sessionStorage.setItem("a", "1")
    expect(target.sessionStorage.getItem("a")).toBe("1")
    expect(target.sessionStorage).toHaveLength(1)
    target.sessionStorage.removeItem("a")
    expect(target.sessionStorage.getItem("a")).toBeNull()
  })
})

describe("createMemoryStorage", () => {
  it("behaves like Storage for keys and clear", () => {
    const store = createMemoryStorage()
    store.setItem("x", "1")
    store.setItem("y", "2")
    expect(store.key(1)).toBe("y")
    store.clear()
    expect(store).toHaveLength(0)
  })
})
