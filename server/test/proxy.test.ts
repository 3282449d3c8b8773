import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../http/trustProxy';
import { type TestServer, startTestServer } from './harness';

const PROXY = '10.0.0.5';
const CLIENT = '192.0.2.77';

/** A POST to /api<path> arriving on a socket from `peer`, with this X-Forwarded-For. */
async function post(
  server: TestServer,
  path: string,
  peer: string,
  forwardedFor: string,
  body = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify(body),
  });
  return response.json<{ status: { code: string } }>().status.code;
}

const registration = (index: number) => ({
  name: 'Proxied',
  surname: 'Reader',
  username: `proxied_${index}`,
  email: `proxied_${index}@example.test`,
  password: 'Passw0rdX',
  confirm_password: 'Passw0rdX',
});

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  for (const setting of ['1', PROXY, `${PROXY}/32, 127.0.0.1`, '10.0.0.0/8']) {
    it(`TRUST_PROXY=${setting}: rotating spoofed entries count against the real client`, async () => {
      server = await startTestServer({
        trustProxy: parseTrustProxy(setting),
        rateLimits: { requestsPerMinute: 0, registerPerIp: 2 },
      });
      const codes: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        const forwardedFor = `spoofed-${index}, ${CLIENT}`;
        codes.push(await post(server, '/auth/register', PROXY, forwardedFor, registration(index)));
      }
      expect(codes).toEqual(['0', '0', '7', '7']);
      // Another client behind the same proxy keeps its own count.
      expect(await post(server, '/auth/register', PROXY, '203.0.113.9', registration(9))).toBe('0');
    });
  }

  it('counts the general ceiling per real client behind one proxy hop', async () => {
    server = await startTestServer({
      trustProxy: parseTrustProxy('1'),
      rateLimits: { requestsPerMinute: 3 },
    });
    const codes: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      codes.push(await post(server, '/books/genres', PROXY, `198.51.100.${index}, ${CLIENT}`));
    }
    expect(codes).toEqual(['0', '0', '0', '7', '7']);
    // Another client behind the same proxy keeps its own window.
    expect(await post(server, '/books/genres', PROXY, '203.0.113.9')).toBe('0');
  });

  it('with an address list, a peer outside it is the client whatever it forwards', async () => {
    server = await startTestServer({
      trustProxy: parseTrustProxy(PROXY),
      rateLimits: { requestsPerMinute: 3 },
    });
    const codes: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      codes.push(await post(server, '/books/genres', '203.0.113.50', `198.51.100.${index}`));
    }
    expect(codes).toEqual(['0', '0', '0', '7', '7']);
  });
});

describe('parseTrustProxy', () => {
  it('reads off, hop counts and address lists, and refuses trusting everyone', () => {
    for (const off of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(off)).toBe(false);
    const oneHop = parseTrustProxy('1');
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop === 'function') {
      expect([oneHop('203.0.113.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);
    }
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,loopback,::1,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/every hop/);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.5/8/1', '1.2.3', '-1']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
