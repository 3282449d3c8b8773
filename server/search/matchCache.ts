import { LRUCache } from 'lru-cache';

/**
 * The books a query phrase matches, with their rank classes, kept for one catalogue version.
 * Which books match and in which class depends only on the catalogue's text (titles, authors,
 * ISBNs, the typo table), and every write to that text bumps the version in its own
 * transaction: an entry is right exactly while the version it was found under is current.
 * Read counts are not kept: the page's order is still read from the database on every search.
 *
 * Bounded by candidates held (a phrase holds at most about 1,200), so a stream of distinct
 * queries costs a miss each and never more memory.
 */
export class MatchCache<Match> {
  private version: string | undefined;
  private readonly entries: LRUCache<string, Match[]>;

  constructor(maxCandidates: number) {
    this.entries = new LRUCache<string, Match[]>({
      maxSize: maxCandidates,
      sizeCalculation: (matches) => matches.length + 1,
    });
  }

  /**
   * The phrase's kept matches and the version they were found under, without knowing the
   * current version: a caller that reads the version in the same statement as it uses them
   * (search/engine.ts) checks it there and saves a read.
   */
  peek(phrase: string): { version: string; matches: Match[] } | undefined {
    const matches = this.version === undefined ? undefined : this.entries.get(phrase);
    return matches && { version: this.version as string, matches };
  }

  /** The phrase's matches under `version`, found by `find` unless kept from an earlier search. */
  async get(version: string, phrase: string, find: () => Promise<Match[]>): Promise<Match[]> {
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
