import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ApiResponse } from '../api/contract';
import {
  prefetchKey,
  PrefetchedProvider,
  serializePrefetched,
  type PrefetchedAnswers,
} from '../api/prefetched';
import { AppRoutes } from '../app/routes';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { firstBookReviewsCall } from '../machines/paging/listCalls';
import { ratingDistributionCall } from '../machines/ratings/ratingDistributionMachine';
import { STALE_GUARD_SCRIPT } from './staleGuard';

export { bootScript } from './bootAfterPaint';
export { parseBookId } from '../machines/bookDetails/bookDetailsMachine';
export { PREFETCHED_ELEMENT_ID } from '../api/prefetched';
export { WARM_INTL_SCRIPT } from './warmIntl';
export { firstBookReviewsCall, STALE_GUARD_SCRIPT };

/**
 * The server-side entry (built into dist-ssr/): pages as a guest reading English sees them,
 * shell included, so they paint before any JavaScript runs and the app then takes them over.
 * A reader with a session or another language gets them hidden until the app renders
 * (staleGuard). Rendering waits for the lazy screen, so the HTML is complete.
 */
async function renderRoute(location: string, answers: PrefetchedAnswers = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <LocaleProvider>
      <PrefetchedProvider answers={answers}>
        <StaticRouter location={location}>
          <AppRoutes initialSession={{ token: null, user: null }} />
        </StaticRouter>
      </PrefetchedProvider>
    </LocaleProvider>,
    // React outlines a finished boundary bigger than this (12.8 KB by default) into a hidden
    // segment that an inline script reveals: CSP refuses that script (its hash is unknown), so
    // a book with several long reviews showed a spinner and fell back to a client render
    // (#419). One complete document needs no revealing script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** `/`, once at build time (scripts/prerender.mjs). */
export const renderLanding = () => renderRoute('/');

export interface BookPageAnswers {
  book: ApiResponse<'/books/get/id'>;
  /** The first page of reviews, as `firstBookReviewsCall(bookId)` asks for it. */
  reviews: ApiResponse<'/reviews/get/book-reviews'>;
  /** The ratings per star, as `ratingDistributionCall(bookId)` asks for them. */
  ratings: ApiResponse<'/books/get/rating-distribution'>;
}

/**
 * `/book/details?id=`, per request (server/http/spa.ts), from the server's own answers. Also
 * returns those answers for the page to carry (`data`, the body of the JSON script with id
 * PREFETCHED_ELEMENT_ID), so the app starts from the same data and asks for none of it again.
 */
export async function renderBookPage(
  bookId: number,
  answers: BookPageAnswers,
): Promise<{ html: string; data: string }> {
  const prefetched: PrefetchedAnswers = {
    [prefetchKey('/books/get/id', bookId)]: answers.book,
    [prefetchKey('/reviews/get/book-reviews', firstBookReviewsCall(bookId))]: answers.reviews,
    [prefetchKey('/books/get/rating-distribution', ratingDistributionCall(bookId))]:
      answers.ratings,
  };
  const html = await renderRoute(`/book/details?id=${bookId}`, { ...prefetched });
  return { html, data: serializePrefetched(prefetched) };
}
