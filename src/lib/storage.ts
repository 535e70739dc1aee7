/** localStorage that never breaks the page: access can throw and keys can hold anything; garbage is discarded. */

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** Values longer than this are never ours: discarded unread. */
export const MAX_STORED_CHARS = 100_000

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run()
  } catch {
    return fallback
  }
}

/** window.localStorage, or undefined when the browser refuses access. */
export const browserStorage = (): KeyValueStore | undefined =>
  attempt(() => (typeof window === "undefined" ? undefined : window.localStorage), undefined)

export const removeKey = (store: KeyValueStore | undefined, key: string): void =>
  attempt(() => store?.removeItem(key), undefined)

/** Reads key as JSON through `parse` (undefined for a wrong shape); invalid JSON, wrong shapes and oversized values are removed. */
export function readJson<T>(store: KeyValueStore | undefined, key: string, parse: (value: unknown) => T | undefined) {
  const raw = attempt(() => store?.getItem(key) ?? null, null)
  if (raw === null) return undefined
  const fits = typeof raw === "string" && raw.length <= MAX_STORED_CHARS
  const parsed = fits ? attempt(() => parse(JSON.parse(raw)), undefined) : undefined
  if (parsed === undefined) removeKey(store, key)
  return parsed
}

/** Writes value as JSON; false when storage refused (the caller carries on). */
export function writeJson(store: KeyValueStore | undefined, key: string, value: unknown): boolean {
  return attempt(() => {
    store?.setItem(key, JSON.stringify(value))
    return store !== undefined
  }, false)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** A Storage-shaped in-memory store (lost on reload); also the unit tests' storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map<string, string>(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    key: (index: number) => Array.from(data.keys())[index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  }
}

/** Gatsby's start-up calls sessionStorage.removeItem unguarded: where it throws, an in-memory one takes its place. */
export function protectSessionStorage(target: { sessionStorage: Storage }): boolean {
  try {
    const probe = "__storage_probe__"
    target.sessionStorage.setItem(probe, "1")
    target.sessionStorage.removeItem(probe)
    return false
  } catch {
    return attempt(() => {
      Object.defineProperty(target, "sessionStorage", { configurable: true, value: createMemoryStorage() })
      return true
    }, false)
  }
}
