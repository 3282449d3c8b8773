/**
 * Back to the event loop (after its I/O) before going on. Long work on one request, such as an
 * import's matching or applying, awaits only database calls that on SQLite finish at once
 * (microtasks), so without this no other request is read, nor any timer fired, until it ends.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
