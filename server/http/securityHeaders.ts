import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Browsers that predate frame-ancestors get the same answer: never in a frame.
  xFrameOptions: { action: 'deny' as const },
};

/**
 * The headers helmet sets with these options, asked of helmet once. @fastify/helmet builds
 * helmet's middleware and parses the CSP directives again for every request (about 8 % of a
 * cheap API read's time); the headers never vary by request here, so they are set from this
 * copy. Pages that allow their inline scripts by hash replace the CSP afterwards as before.
 */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const bare = Fastify();
  const plain = await bare.inject({ method: 'GET', url: '/' });
  await bare.close();
  return Object.entries(answer.headers)
    .filter(([name]) => !(name in plain.headers))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * What an API answer carries of helmet's headers: those that act on a JSON answer (OWASP's
 * REST security sheet). The rest (referrer, opener and agent-cluster policies, DNS prefetch,
 * IE's download and XSS switches, Flash's cross-domain policy) act only on documents, and each
 * one cost every API call its bytes and Node's checks of a header. Its CSP lets an answer
 * load nothing, in a frame or out of one.
 */
const API_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
];
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers with the app's CSP on pages, the API's share of them on API answers, and
 * API answers kept out of every cache: they carry one reader's email, shelves and session, and
 * a shared proxy or the browser's disk must not keep them. Set before the route runs, in one
 * hook: a route that chooses its own cache policy (the avatar's) replaces `no-store`.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = Object.fromEntries(await helmetHeaders());
  const apiHeaders = {
    ...Object.fromEntries(API_HEADERS.map((name) => [name, headers[name] as string])),
    'content-security-policy': API_CSP,
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? apiHeaders : headers);
    done();
  });
}
