import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/api/contract';
import { type TestServer, startTestServer } from './harness';

interface Operation {
  security: Record<string, string[]>[];
  requestBody: { required: boolean; content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  $ref?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Schema> };
}

describe('OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const fetchDocument = async (url = '/api/docs', headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: 'GET', url, headers });
    return { response, document: response.json<OpenApiDocument>() };
  };

  it('is served without a session, with the headers of every API answer', async () => {
    const { response, document } = await fetchDocument('/api/docs', {
      authorization: 'Bearer no-such-session',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const again = await fetchDocument('/api/docs/openapi.json');
    expect(again.response.headers['cache-control']).toBe('no-store');
    expect(again.document).toEqual(document);
  });

  it('has one POST path per contract route, with its request and envelope schemas', async () => {
    const { document } = await fetchDocument();
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const [path, { post }] of Object.entries(document.paths)) {
      const access = apiRoutes[path as keyof typeof apiRoutes].access;
      expect(post.security, path).toContainEqual({ bearer: [] });
      expect(
        post.security.some((rule) => Object.keys(rule).length === 0),
        path,
      ).toBe(access === 'public');
      const answer = post.responses['200']?.content['application/json'].schema;
      expect(answer?.properties?.status, path).toBeDefined();
      expect(answer?.required, path).toContain('status');
    }
  });

  it('describes request fields as the contract does', async () => {
    const { document } = await fetchDocument();
    const review = document.paths['/reviews/create/book-review']?.post.requestBody;
    expect(review?.required).toBe(true);
    const schema = review?.content['application/json'].schema;
    expect(schema?.properties?.review_text?.maxLength).toBe(5000);
    expect(schema?.required).toEqual(expect.arrayContaining(['book_id', 'rating', 'review_text']));
    // Calls that take no body say so.
    expect(document.paths['/auth/me']?.post.requestBody.required).toBe(false);
  });

  it('refers only to its own components', async () => {
    const { response, document } = await fetchDocument();
    const refs = [...response.body.matchAll(/"\$ref":"([^"]*)"/g)].map(([, ref]) => ref ?? '');
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
    }
    expect(response.body).not.toContain('"$defs"');
  });
});
