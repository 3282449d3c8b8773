/**
 * A small, stable string hash (FNV-1a, 32 bit) so a name or title always maps to the same
 * colour, in every browser and on every render, which screenshot tests rely on.
 */
export function stringHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Picks an entry of a non-empty list by the hash of `text`. */
export function pickByHash<T>(text: string, list: readonly [T, ...T[]]): T {
  return list[stringHash(text) % list.length] ?? list[0];
}
