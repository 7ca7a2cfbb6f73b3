/** Bytes an entry of a string key and a plain value takes, as V8 keeps it: UTF-16 text and per-object overhead. */
export function estimatedBytes(key: string, value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + (JSON.stringify(value)?.length ?? 0));
}

/** A map slot, the entry object and its hidden class, about. */
const ENTRY_OVERHEAD_BYTES = 120;

/**
 * An in-memory cache bounded by the bytes its entries take (estimated by `sizeOf`), not only by their
 * number: past `maxBytes`, the least recently used entries go first. Reading an entry with `get` makes it
 * the most recent; `peek` does not. A value changed in place is measured again with `resize`.
 */
export class SizedLru<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // A Map keeps insertion order: the entry moves to the most recently used end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Measures an entry again after its value changed in place. */
  resize(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    const bytes = this.sizeOf(key, entry.value);
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.#evict();
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Every entry, least recently used first; deleting the one at hand while iterating is safe. */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, entry] of this.#entries) yield [key, entry.value];
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
