import { LRUCache } from 'lru-cache';

/**
 * The books a query phrase matches, with their rank classes, kept for one catalogue version.
 * Which books match and in which class depends only on the catalogue's text (titles, authors,
 * ISBNs, the typo table), and every write to that text bumps the version in its own
 * transaction: an entry is right exactly while the version it was found under is current.
 * Read counts are not kept here: the page is ordered by the kept books' counts of the moment.
 *
 * Bounded by candidates held (a phrase holds at most about 1,200), so a stream of distinct
 * queries costs a miss each and never more memory.
 */
export class MatchCache<Matches extends object> {
  private version: string | undefined;
  private readonly entries: LRUCache<string, Matches>;

  /** `size` counts an entry's candidates. */
  constructor(maxCandidates: number, size: (matches: Matches) => number) {
    this.entries = new LRUCache<string, Matches>({
      maxSize: maxCandidates,
      sizeCalculation: (matches) => size(matches) + 1,
    });
  }

  /** The phrase's matches under `version`, found by `find` unless kept from an earlier search. */
  async get(version: string, phrase: string, find: () => Promise<Matches>): Promise<Matches> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const kept = this.entries.get(phrase);
    if (kept) return kept;
    const found = await find();
    // A newer version may have been seen while `find` ran: its entries must not mix with ours.
    if (this.version === version) this.entries.set(phrase, found);
    return found;
  }
}
