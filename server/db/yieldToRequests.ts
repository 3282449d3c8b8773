/**
 * Back to the event loop (after its I/O) before going on. Long work on one request, such as an
 * import's matching or applying, awaits only database calls that on SQLite finish at once
 * (microtasks), so without this no other request is read, nor any timer fired, until it ends.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Items of an array stringified between two turns (a 50,000-row import plan is 37 MB). */
const JSON_SLICE = 2000;

/**
 * `JSON.stringify(items)`, the same text, made a slice of items at a time with a turn of the
 * event loop between slices.
 */
export async function stringifyInTurns(items: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < items.length; start += JSON_SLICE) {
    if (start > 0) await yieldToRequests();
    parts.push(JSON.stringify(items.slice(start, start + JSON_SLICE)).slice(1, -1));
  }
  return `[${parts.join(',')}]`;
}
