/**
 * A query string as Fastify parses it: a name given twice (`?id=7&id=8`) arrives as an array,
 * whatever the route's type says.
 */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * One query parameter as a single string, or undefined when it is absent or repeated. Taking
 * the first of a repeated name would let the server and the app disagree about which one
 * counts, and nothing that sends these URLs repeats a name.
 */
export function singleQueryValue(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}
