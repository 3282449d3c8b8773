/** The paging part of a list body, as the mocks read it after the contract parsed it. */
export interface Paged {
  limit?: number;
  offset?: number;
}

/** The page of `items` a list call asks for, the way the server slices it. */
export function page<T>(items: T[], paging: Paged | undefined, fallbackLimit: number) {
  const offset = paging?.offset ?? 0;
  return items.slice(offset, offset + (paging?.limit ?? fallbackLimit));
}
