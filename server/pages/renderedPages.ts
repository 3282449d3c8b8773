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
  /** Renders under way, by key. */
  readonly #rendering = new Map<string, Promise<RenderedPage>>();

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

  /**
   * The page for `key`: kept, or rendered by `render` and kept. Requests that want a page while
   * it is being rendered wait for that render instead of starting their own, so a burst of
   * readers arriving at a new page (a shared link) costs one render, not one each. A failed
   * render fails each of them (they send the shell) and is not kept.
   */
  async page(
    key: string,
    render: () => Promise<string>,
  ): Promise<{ page: RenderedPage; rendered: boolean }> {
    const gzipped = this.#pages.get(key);
    if (gzipped) return { page: { gzipped }, rendered: false };
    let pending = this.#rendering.get(key);
    if (!pending) {
      pending = render()
        .then((html) => this.#add(key, html))
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, pending);
    }
    return { page: await pending, rendered: true };
  }

  /** Compresses and keeps the page rendered for `key`. */
  #add(key: string, html: string): RenderedPage {
    const gzipped = gzipSync(html);
    this.#pages.set(key, gzipped);
    return { gzipped, html };
  }
}
