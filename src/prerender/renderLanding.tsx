import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/routes';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { STALE_GUARD_SCRIPT } from './staleGuard';

export { bootScript } from './bootAfterPaint';
export { STALE_GUARD_SCRIPT };

/**
 * Server-side entry used once at build time (scripts/prerender.mjs): the landing page as a
 * guest reading English sees it, shell included, so `/` paints before any JavaScript runs.
 * It waits for the lazy landing screen, so the HTML is complete.
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <LocaleProvider>
      <StaticRouter location="/">
        <AppRoutes initialSession={{ token: null, user: null }} />
      </StaticRouter>
    </LocaleProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
