import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * GET /api/docs (and /api/docs/openapi.json): the OpenAPI 3.1 document built from the
 * contract, for anyone, without a session. It is an /api answer like the others, so it gets
 * the same security headers and `Cache-Control: no-store` (http/securityHeaders.ts): a deploy
 * that changes the contract is seen at once.
 */
export function docsRoutes(app: FastifyInstance) {
  const send = async () => (document ??= buildOpenApiDocument());
  app.get('/api/docs', send);
  app.get('/api/docs/openapi.json', send);
}
