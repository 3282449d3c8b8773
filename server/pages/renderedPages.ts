import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A page as it is sent: gzipped once, and the HTML when it is at hand (after a render). */
export interface RenderedPage {
  gzipped: Buffer;
  html?: string;
}

/**
 * Rendered pages kept by what they were rendered from. Each request still reads the page's
 * data from the database, and the key is a hash of exactly that data: a write through any
 * server changes what the next request reads, so its key, and the page is rendered again. No
 * server needs to tell another anything, and a page can never be served staler than its read.
 * What else the HTML depends on (the template, the server bundle, its one locale) is fixed for
 * the life of one instance, which spa.ts makes per loaded build.
 */
export class RenderedPages {
  readonly #pages: LRUCache<string, Buffer>;

  /** `maxBytes` bounds the gzipped bodies held. */
  constructor(maxBytes: number) {
    // Least recently used pages go first once the gzipped bodies outgrow `maxBytes`; a page
    // larger than the whole bound is not kept.
    this.#pages = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (gzipped) => Math.max(1, gzipped.length),
    });
  }

  /** The key of a page rendered from `inputs` (any JSON value: everything the render reads). */
  static key(inputs: unknown): string {
    return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
  }

  get(key: string): RenderedPage | undefined {
    const gzipped = this.#pages.get(key);
    return gzipped ? { gzipped } : undefined;
  }

  /** Compresses and keeps the page rendered for `key`. */
  add(key: string, html: string): RenderedPage {
    const gzipped = gzipSync(html);
    this.#pages.set(key, gzipped);
    return { gzipped, html };
  }
}
