import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../auth/rateLimits';
import { DEFAULT_RATE_LIMITS } from '../context';
import { DEMO_PASSWORD, type TestServer, startTestServer } from './harness';

const WINDOW_MS = DEFAULT_RATE_LIMITS.loginWindowMs;

/** A login from `address` (fastify inject sets the socket's remote address). */
async function loginFrom(server: TestServer, address: string, email: string, password: string) {
  const started = performance.now();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password },
  });
  const body = response.json<{ status: { code: string } }>();
  return { http: response.statusCode, code: body.status.code, ms: performance.now() - started };
}

describe('loginDelayMs', () => {
  const limits = { loginPerAccount: 10, loginDelayBaseMs: 500, loginDelayMaxMs: 5_000 };

  it('waits nothing up to the per-account count, then doubles up to the ceiling', () => {
    expect([1, 10, 11, 12, 13, 14, 15, 16, 1_000].map((n) => loginDelayMs(n, limits))).toEqual([
      0, 0, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});

describe('failed logins with the default limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0 } });
  });
  afterAll(() => server.close());

  it('lets the owner sign in from another address after 11 wrong passwords from one address', async () => {
    const attacker = '203.0.113.7';
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      codes.push((await loginFrom(server, attacker, 'ada@shelfmark.test', `Guess${attempt}`)).code);
    }
    expect(codes).toEqual([...Array.from({ length: 10 }, () => '11'), '7']);

    const owner = await loginFrom(server, '198.51.100.20', 'ada@shelfmark.test', DEMO_PASSWORD);
    expect(owner.http).toBe(200);
    expect(owner.code).toBe('0');

    // The attacking address stays refused for this account, even with the right password...
    const refused = await loginFrom(server, attacker, 'ada@shelfmark.test', DEMO_PASSWORD);
    expect(refused.http).toBe(429);
    expect(refused.code).toBe('7');
    // ...but only for this account: its ten failures are under the per-address ceiling.
    expect((await loginFrom(server, attacker, 'bora@shelfmark.test', DEMO_PASSWORD)).code).toBe(
      '0',
    );

    server.clock.advance(WINDOW_MS + 1);
    expect((await loginFrom(server, attacker, 'ada@shelfmark.test', DEMO_PASSWORD)).code).toBe('0');
  });
});

describe('failed logins on one account from many addresses', () => {
  const PER_ACCOUNT = 3;
  const BASE_MS = 40;
  const MAX_MS = 160;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        requestsPerMinute: 0,
        loginPerAccount: PER_ACCOUNT,
        loginDelayBaseMs: BASE_MS,
        loginDelayMaxMs: MAX_MS,
      },
    });
  });
  afterAll(() => server.close());

  // Timers may fire a hair early; a full millisecond of slack keeps the lower bounds honest.
  const atLeast = (ms: number) => ms - 1;

  it('slows the guesses, never refuses them, and the owner still signs in', async () => {
    const answers = [];
    for (let index = 0; index < 8; index += 1) {
      answers.push(await loginFrom(server, `192.0.2.${index + 1}`, 'cem@shelfmark.test', 'wrong'));
    }
    expect(answers.map((answer) => answer.code)).toEqual(Array.from({ length: 8 }, () => '11'));
    // The 4th failure on the account waits the base delay, the 6th four times it, then the cap.
    expect(answers[3]?.ms).toBeGreaterThanOrEqual(atLeast(BASE_MS));
    expect(answers[5]?.ms).toBeGreaterThanOrEqual(atLeast(4 * BASE_MS));
    expect(answers[7]?.ms).toBeGreaterThanOrEqual(atLeast(MAX_MS));

    // A parallel burst from more addresses: every guess is slowed, none is refused.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        loginFrom(server, `198.18.0.${index + 1}`, 'cem@shelfmark.test', `Guess${index}`),
      ),
    );
    expect(burst.map((answer) => answer.code)).toEqual(Array.from({ length: 10 }, () => '11'));
    expect(Math.min(...burst.map((answer) => answer.ms))).toBeGreaterThanOrEqual(atLeast(MAX_MS));

    const owner = await loginFrom(server, '198.51.100.20', 'cem@shelfmark.test', DEMO_PASSWORD);
    expect(owner.code).toBe('0');
    expect(owner.ms).toBeGreaterThanOrEqual(atLeast(MAX_MS));

    // Other accounts are not slowed by it.
    const other = await loginFrom(server, '192.0.2.1', 'bora@shelfmark.test', DEMO_PASSWORD);
    expect(other.code).toBe('0');
    expect(other.ms).toBeLessThan(MAX_MS);
  });
});
