/**
 * @jest-environment jsdom
 */
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, importUntilLoaded } from "./import-until-loaded"

/** A chunk that fails `failures` times, then loads; counts the attempts. */
function flakyChunk(failures: number) {
  const chunk = {
    attempts: 0,
    load: () => {
      chunk.attempts += 1
      return chunk.attempts <= failures ? Promise.reject(new Error("ChunkLoadError")) : Promise.resolve("chunk")
    },
  }
  return chunk
}

/** Starts importing `chunk`; `loaded()` is its value once the import has resolved. */
function startImport(chunk: ReturnType<typeof flakyChunk>) {
  let value: string | undefined
  void importUntilLoaded("section", chunk.load).then(result => (value = result))
  return { loaded: () => value }
}

describe("importUntilLoaded", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.spyOn(console, "log").mockImplementation(() => {})
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("resolves with the chunk when it loads the first time", async () => {
    const chunk = flakyChunk(0)
    await expect(importUntilLoaded("section", chunk.load)).resolves.toBe("chunk")
    expect(chunk.attempts).toBe(1)
  })

  it("tries again after 1 s, then 2 s, then 4 s, and resolves once the chunk loads", async () => {
    const chunk = flakyChunk(3)
    const { loaded } = startImport(chunk)
    await jest.advanceTimersByTimeAsync(0)
    expect(chunk.attempts).toBe(1)
    await jest.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1)
    expect(chunk.attempts).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(chunk.attempts).toBe(2)
    await jest.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1)
    expect(chunk.attempts).toBe(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(chunk.attempts).toBe(3)
    expect(loaded()).toBeUndefined()
    await jest.advanceTimersByTimeAsync(4 * FIRST_RETRY_MS)
    expect(chunk.attempts).toBe(4)
    expect(loaded()).toBe("chunk")
    expect(console.log).toHaveBeenCalledWith("section: could not load, trying again", expect.any(Error))
  })

  it("waits at most 30 s between tries, however long the failures last", async () => {
    const chunk = flakyChunk(Infinity)
    startImport(chunk)
    await jest.advanceTimersByTimeAsync(0)
    // 1 + 2 + 4 + 8 + 16 s, then every 30 s.
    await jest.advanceTimersByTimeAsync(31 * FIRST_RETRY_MS)
    expect(chunk.attempts).toBe(6)
    await jest.advanceTimersByTimeAsync(LONGEST_RETRY_MS - 1)
    expect(chunk.attempts).toBe(6)
    await jest.advanceTimersByTimeAsync(1)
    expect(chunk.attempts).toBe(7)
  })

  it("tries again at once when the browser comes back online, and only once for that failure", async () => {
    const chunk = flakyChunk(1)
    const { loaded } = startImport(chunk)
    await jest.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event("online"))
    await jest.advanceTimersByTimeAsync(0)
    expect(chunk.attempts).toBe(2)
    expect(loaded()).toBe("chunk")
    await jest.advanceTimersByTimeAsync(10 * FIRST_RETRY_MS)
    window.dispatchEvent(new Event("online"))
    expect(chunk.attempts).toBe(2)
  })
})
