/** The spec's client cache constants. */
export const CACHE_TTL_MS = 5 * 60 * 1000;
export const CACHE_CLEANUP_EVERY_MS = 10 * 60 * 1000;
export const CACHE_MAX_ENTRIES = 100;
export const CACHE_TRIM_COUNT = 50;

export interface CacheOptions {
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
  ttlMs?: number;
  cleanupEveryMs?: number;
  maxEntries?: number;
  trimCount?: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
  expiresAt: number;
}

export interface SetOptions {
  /** Lifetime from now; defaults to the cache's TTL. */
  ttlMs?: number;
  /** An absolute expiry instead (pick of the day lives until local midnight). */
  expiresAt?: number;
}

export interface Cache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, options?: SetOptions): void;
  /** The cached value, or the loader's result stored under `key` (failures are not cached). */
  getOrLoad<T>(key: string, load: () => Promise<T>, options?: SetOptions): Promise<T>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

/**
 * A small in-memory cache: entries expire after a TTL, expired entries are swept at most every
 * cleanup period (lazily, on the next access, so no timer keeps a page or a test alive), and when
 * it grows past the maximum the oldest entries are dropped.
 */
export function createCache(options: CacheOptions = {}): Cache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const cleanupEveryMs = options.cleanupEveryMs ?? CACHE_CLEANUP_EVERY_MS;
  const maxEntries = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const trimCount = options.trimCount ?? CACHE_TRIM_COUNT;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();
  let lastCleanup = now();

  function sweepIfDue(time: number) {
    if (time - lastCleanup < cleanupEveryMs) return;
    lastCleanup = time;
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= time) entries.delete(key);
    }
  }

  function trim() {
    if (entries.size <= maxEntries) return;
    const oldest = [...entries].sort((a, b) => a[1].storedAt - b[1].storedAt).slice(0, trimCount);
    for (const [key] of oldest) entries.delete(key);
  }

  const cache: Cache = {
    get<T>(key: string) {
      const time = now();
      sweepIfDue(time);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= time) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, setOptions = {}) {
      const time = now();
      sweepIfDue(time);
      const expiresAt = setOptions.expiresAt ?? time + (setOptions.ttlMs ?? ttlMs);
      // Re-inserting moves the key to the end, so insertion order stays oldest first.
      entries.delete(key);
      entries.set(key, { value, storedAt: time, expiresAt });
      trim();
    },
    async getOrLoad<T>(key: string, load: () => Promise<T>, setOptions?: SetOptions) {
      const cached = cache.get<T>(key);
      if (cached !== undefined) return cached;
      // Two screens asking at once share one request.
      const inFlight = pending.get(key) as Promise<T> | undefined;
      if (inFlight) return inFlight;
      const request = load().then(
        (value) => {
          pending.delete(key);
          cache.set(key, value, setOptions);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, request);
      return request;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

/** The app's shared cache (genres, most-read lists, pick of the day). */
export const appCache = createCache();
