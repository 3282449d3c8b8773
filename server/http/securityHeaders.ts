import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Radix and sonner position elements with inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

const isApi = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/**
 * Helmet's headers with the app's CSP, and API answers kept out of every cache: they carry
 * one reader's email, shelves and session, and a shared proxy or the browser's disk must not
 * keep them.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Browsers that predate frame-ancestors get the same answer: never in a frame.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    // A route that chose its own policy keeps it: the avatar route serves versioned URLs
    // `immutable` and revalidates the bare one by ETag.
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
