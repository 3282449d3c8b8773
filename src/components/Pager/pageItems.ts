/** A slot of the pager: a page number or a gap. */
export type PageItem = number | 'start-gap' | 'end-gap';

/**
 * The numbered slots for `page` of `total`: every page when there are at most 7, otherwise
 * first, last and a window of `siblings` around the current page, with gaps between. The
 * length stays at 5 + 2 * siblings, so the buttons do not jump while paging.
 */
export function pageItems(page: number, total: number, siblings = 1): PageItem[] {
  const slots = 5 + 2 * siblings;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const current = Math.min(Math.max(1, page), total);
  const nearStart = current <= 3 + siblings;
  const nearEnd = current >= total - 2 - siblings;

  if (nearStart) {
    const head = Array.from({ length: slots - 2 }, (_, i) => i + 1);
    return [...head, 'end-gap', total];
  }
  if (nearEnd) {
    const tail = Array.from({ length: slots - 2 }, (_, i) => total - (slots - 3) + i);
    return [1, 'start-gap', ...tail];
  }
  const window = Array.from({ length: 2 * siblings + 1 }, (_, i) => current - siblings + i);
  return [1, 'start-gap', ...window, 'end-gap', total];
}
