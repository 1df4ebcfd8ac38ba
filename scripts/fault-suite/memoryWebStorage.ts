/**
 * The Web Storage interface over a Map, for Node: what `localStorage` holds, as text, so a suite can write what a
 * real browser may hold (truncated JSON, records of another shape) and `createLocalStorage` reads it as it would.
 */
export class MemoryWebStorage implements Storage {
  [name: string]: unknown
  #items = new Map<string, string>()

  get length() {
    return this.#items.size
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }

  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }

  removeItem(key: string) {
    this.#items.delete(key)
  }

  clear() {
    this.#items.clear()
  }
}
