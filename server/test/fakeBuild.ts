import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FakeBuild {
  distDir: string;
  ssrDir: string;
  remove(): void;
}

/**
 * A built client and server bundle in temp directories, for servers started in tests: the
 * bundle's renderBookPage (src/prerender/renderPage.tsx in the real build) writes out what the
 * book page shows of the answers it is given (the book's counters, each review's title and
 * author), so a test can read the data a page was rendered from, and which thread rendered it.
 */
export function fakeBuild(): FakeBuild {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
  const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-ssr-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>empty shell</title>');
  fs.writeFileSync(
    path.join(distDir, 'book.html'),
    '<!doctype html><div id="root"><!--app-html--></div><!--app-data-->',
  );
  fs.writeFileSync(
    path.join(ssrDir, 'renderPage.js'),
    `import { isMainThread } from 'node:worker_threads';
export const PREFETCHED_ELEMENT_ID = 'prefetched';
export const parseBookId = (raw) => (/^[1-9][0-9]*$/.test(raw ?? '') ? Number(raw) : null);
export const firstBookReviewsCall = (id) => ({ book_id: id, offset: 0, limit: 5 });
export async function renderBookPage(id, answers) {
  const book = answers.book.books[0];
  const reviews = answers.reviews.reviews.map(
    (review) =>
      '<article>' + [review.review_title, review.user.username, review.user.name,
        review.user.surname, review.user.avatar_url].join(' | ') + '</article>',
  );
  return {
    html: '<h1>' + book.title + '</h1><p>reads ' + book.reads + ', ratings ' +
      book.ratings_count + '</p>' + reviews.join('') +
      '<footer>' + (isMainThread ? 'rendered on the request thread' : 'rendered on its own thread') +
      '</footer>',
    data: JSON.stringify({ id }),
  };
}
`,
  );
  return {
    distDir,
    ssrDir,
    remove() {
      fs.rmSync(distDir, { recursive: true, force: true });
      fs.rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
