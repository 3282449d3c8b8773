/**
 * A map bounded by the summed size of its values: adding past the bound drops the least
 * recently used entries first. A value larger than the whole bound is not kept at all.
 */
export class SizedLru<Value> {
  // A Map iterates in insertion order, so re-inserting on each read keeps the least recently
  // used entry first.
  readonly #entries = new Map<string, { value: Value; size: number }>();
  #size = 0;

  constructor(
    readonly maxSize: number,
    private readonly sizeOf: (value: Value) => number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  /** The summed size of the values held. */
  get size(): number {
    return this.#size;
  }

  get count(): number {
    return this.#entries.size;
  }
}
