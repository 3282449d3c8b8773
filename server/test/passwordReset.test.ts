import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_LINK_MINUTES } from '../../src/api/contract';
import { hashToken } from '../auth/sessions';
import { type TestServer, call, login, register, startTestServer } from './harness';
import { type Mailbox, resetLinkIn, startMailbox } from './mailbox';

const PUBLIC_URL = 'https://shelfmark.example';
const FROM = 'Shelfmark <no-reply@shelfmark.example>';
const NEW_PASSWORD = 'Fresh2026pass';
const LIMITS = { resetPerIp: 6, resetPerAccount: 2, resetWindowMs: 60 * 60_000 };

function requestReset(server: TestServer, email: string, locale?: 'en' | 'tr') {
  return call(server, '/auth/password-reset/request', locale ? { email, locale } : { email });
}

function confirmReset(server: TestServer, token: string, password = NEW_PASSWORD) {
  return call(server, '/auth/password-reset/confirm', {
    token,
    password,
    confirm_password: password,
  });
}

/** Mail work runs after the answer; this waits until it has been handed to the SMTP server. */
const mailSettled = (server: TestServer) => server.context.inFlight.drained(10_000);

describe('password reset by mail', () => {
  let mailbox: Mailbox;
  let server: TestServer;
  let serial = 0;
  /** A fresh reader per test, so each starts with no links and its own counters. */
  const freshReader = () => register(server, `reset_reader_${(serial += 1)}`);

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({
      mail: { smtpUrl: mailbox.url, from: FROM },
      publicUrl: PUBLIC_URL,
      rateLimits: { requestsPerMinute: 0, ...LIMITS },
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });
  // Every test starts in a new rate-limit window (all injected requests share one address).
  beforeEach(() => server.clock.advance(LIMITS.resetWindowMs));

  it('mails a link that sets the password once, ending every session', async () => {
    const reader = await freshReader();
    const other = await login(server, reader.email, reader.password);

    const answer = await requestReset(server, reader.email.toUpperCase());
    expect(answer.http).toBe(200);
    expect(answer.body.status.code).toBe('0');
    await mailSettled(server);
    const [mail, ...more] = mailbox.to(reader.email);
    expect(more).toEqual([]);
    expect(mail?.from).toBe('no-reply@shelfmark.example');
    expect(mail?.subject).toBe('Reset your Shelfmark password');
    expect(mail?.text).toContain(`for ${RESET_LINK_MINUTES} minutes`);
    const { link, token } = resetLinkIn(mail!);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail?.html).toContain(`href="${link}"`);
    // Only the token's hash is stored.
    const stored = await server.context.db
      .selectFrom('password_resets')
      .select('token_hash')
      .execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const confirmed = await confirmReset(server, token);
    expect(confirmed.http).toBe(200);
    expect(confirmed.body.status.code).toBe('0');
    for (const session of [reader.token, other.token]) {
      const me = await call(server, '/auth/me', undefined, { token: session });
      expect(me.body.status.code).toBe('5');
    }
    const old = await call(server, '/auth/login', {
      email: reader.email,
      password: reader.password,
    });
    expect(old.body.status.code).toBe('11');
    await login(server, reader.email, NEW_PASSWORD);

    const again = await confirmReset(server, token, 'Another2026pass');
    expect(again.http).toBe(410);
    expect(again.body.status.code).toBe('14');
    await login(server, reader.email, NEW_PASSWORD);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const reader = await freshReader();
    const before = mailbox.received.length;
    const unknown = await requestReset(server, 'nobody_here@example.test');
    await mailSettled(server);
    expect(mailbox.received.length).toBe(before);
    const known = await requestReset(server, reader.email);
    expect(unknown.http).toBe(known.http);
    expect(unknown.body).toEqual(known.body);
    await mailSettled(server);
    expect(mailbox.received.length).toBe(before + 1);
  });

  it('answers before the mail is sent, however slow the mail server is', async () => {
    const slow = await startMailbox({ acceptAfterMs: 1500 });
    const slowServer = await startTestServer({
      mail: { smtpUrl: slow.url, from: FROM },
      publicUrl: PUBLIC_URL,
    });
    try {
      const reader = await register(slowServer, 'slow_mail_reader');
      const started = performance.now();
      const answer = await requestReset(slowServer, reader.email);
      expect(answer.body.status.code).toBe('0');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(slow.received).toEqual([]);
      await mailSettled(slowServer);
      expect(slow.to(reader.email)).toHaveLength(1);
    } finally {
      await slowServer.close();
      await slow.close();
    }
  });

  it(`refuses a link after ${RESET_LINK_MINUTES} minutes with code 13`, async () => {
    const reader = await freshReader();
    await requestReset(server, reader.email);
    await mailSettled(server);
    const { token } = resetLinkIn(mailbox.to(reader.email).at(-1)!);
    server.clock.advance(RESET_LINK_MINUTES * 60_000);
    const late = await confirmReset(server, token);
    expect(late.http).toBe(410);
    expect(late.body.status.code).toBe('13');
    expect(late.body.status.values).toEqual(['token: has expired or was replaced by a newer link']);
    await login(server, reader.email, reader.password);
  });

  it('keeps a link working until just before it expires', async () => {
    const reader = await freshReader();
    await requestReset(server, reader.email);
    await mailSettled(server);
    const { token } = resetLinkIn(mailbox.to(reader.email).at(-1)!);
    server.clock.advance(RESET_LINK_MINUTES * 60_000 - 1000);
    expect((await confirmReset(server, token)).body.status.code).toBe('0');
  });

  it('ends an older link once a newer one is sent (a double-submitted request)', async () => {
    const reader = await freshReader();
    await Promise.all([requestReset(server, reader.email), requestReset(server, reader.email)]);
    await mailSettled(server);
    const mails = mailbox.to(reader.email);
    expect(mails).toHaveLength(2);
    const tokens = mails.map((mail) => resetLinkIn(mail).token);
    const rows = await server.context.db
      .selectFrom('password_resets')
      .select(['token_hash', 'replaced_at'])
      .where('token_hash', 'in', tokens.map(hashToken))
      .orderBy('id')
      .execute();
    const [older, newer] = rows;
    expect(older?.replaced_at).not.toBeNull();
    expect(newer?.replaced_at).toBeNull();
    const olderToken = tokens.find((token) => hashToken(token) === older?.token_hash)!;
    const newerToken = tokens.find((token) => hashToken(token) === newer?.token_hash)!;
    expect((await confirmReset(server, olderToken)).body.status.code).toBe('13');
    expect((await confirmReset(server, newerToken)).body.status.code).toBe('0');
  });

  it('sets the password once when the same link is submitted twice at once', async () => {
    const reader = await freshReader();
    await requestReset(server, reader.email);
    await mailSettled(server);
    const { token } = resetLinkIn(mailbox.to(reader.email).at(-1)!);
    const answers = await Promise.all([
      confirmReset(server, token, 'FirstTry2026'),
      confirmReset(server, token, 'SecondTry2026'),
    ]);
    expect(answers.map((answer) => answer.body.status.code).sort()).toEqual(['0', '14']);
    const winner = answers[0]?.body.status.code === '0' ? 'FirstTry2026' : 'SecondTry2026';
    await login(server, reader.email, winner);
  });

  it('refuses malformed and unknown tokens with code 12, and a weak password with code 1', async () => {
    for (const token of ['abc', 'x'.repeat(43).replace(/x$/, '!'), 'A'.repeat(43)]) {
      const answer = await confirmReset(server, token);
      expect(answer.http).toBe(400);
      expect(answer.body.status.code).toBe('12');
      expect(answer.body.status.values).toEqual(['token: is not a valid reset link']);
    }
    const missing = await call(server, '/auth/password-reset/confirm', {
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(missing.body.status.code).toBe('1');
    expect(missing.body.status.values).toContain('token: is required');

    // A refused password costs nothing: the link still works afterwards.
    const reader = await freshReader();
    await requestReset(server, reader.email);
    await mailSettled(server);
    const { token } = resetLinkIn(mailbox.to(reader.email).at(-1)!);
    const weak = await call(server, '/auth/password-reset/confirm', {
      token,
      password: 'short',
      confirm_password: 'other',
    });
    expect(weak.body.status.code).toBe('1');
    expect(weak.body.status.values).toContain('password: must be at least 8 characters');
    expect(weak.body.status.values).toContain('confirm_password: passwords do not match');
    expect((await confirmReset(server, token)).body.status.code).toBe('0');
  });

  it('writes the mail in the language asked for, escaping the reader’s name in HTML', async () => {
    const created = await call(server, '/auth/register', {
      name: 'Ayşe <b>',
      surname: 'Okur',
      username: 'ayse_okur',
      email: 'ayse@example.test',
      password: 'Kitap2026x',
      confirm_password: 'Kitap2026x',
    });
    expect(created.body.status.code).toBe('0');
    await requestReset(server, 'ayse@example.test', 'tr');
    await mailSettled(server);
    const mail = mailbox.to('ayse@example.test').at(-1)!;
    expect(mail.subject).toBe('Shelfmark şifrenizi sıfırlayın');
    expect(mail.text).toContain('Merhaba Ayşe <b>,');
    expect(mail.text).toContain(`${RESET_LINK_MINUTES} dakika`);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Merhaba Ayşe &lt;b&gt;,');
    expect(mail.html).not.toContain('Ayşe <b>');
  });

  it('limits requests per address asked for, known or not, with code 7', async () => {
    const reader = await freshReader();
    for (const email of [reader.email, 'ghost@example.test']) {
      for (let attempt = 1; attempt <= LIMITS.resetPerAccount; attempt += 1) {
        expect((await requestReset(server, email)).body.status.code).toBe('0');
      }
      const limited = await requestReset(server, email);
      expect(limited.http).toBe(429);
      expect(limited.body.status.code).toBe('7');
    }
    await mailSettled(server);
    expect(mailbox.to(reader.email)).toHaveLength(LIMITS.resetPerAccount);
  });

  it('limits requests per client address across addresses, counted in the database', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= LIMITS.resetPerIp + 1; attempt += 1) {
      answers.push(await requestReset(server, `many_${attempt}@example.test`));
    }
    expect(answers.slice(0, LIMITS.resetPerIp).map((answer) => answer.body.status.code)).toEqual(
      Array(LIMITS.resetPerIp).fill('0'),
    );
    expect(answers.at(-1)?.body.status.code).toBe('7');
    const counter = await server.context.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'reset-ip:127.0.0.1')
      .executeTakeFirst();
    expect(counter?.count).toBe(LIMITS.resetPerIp + 1);
  });

  it('tells the old address when the email changes, in the reader’s language', async () => {
    const reader = await freshReader();
    const newEmail = `moved_${serial}@example.test`;
    const changed = await call(
      server,
      '/users/update/profile',
      {
        name: 'Test',
        surname: 'Reader',
        email: newEmail,
        current_password: reader.password,
        locale: 'tr',
      },
      { token: reader.token },
    );
    expect(changed.body.status.code).toBe('0');
    await mailSettled(server);
    const [notice, ...more] = mailbox.to(reader.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Shelfmark e-posta adresiniz değiştirildi');
    expect(notice?.text).toContain('m***@example.test');
    expect(notice?.text).not.toContain(newEmail);
    expect(notice?.html).toContain('m***@example.test');
    expect(mailbox.to(newEmail)).toEqual([]);

    // A save that keeps the address mails nobody.
    const before = mailbox.received.length;
    await call(
      server,
      '/users/update/profile',
      { name: 'Tested', surname: 'Reader', email: newEmail },
      { token: reader.token },
    );
    await mailSettled(server);
    expect(mailbox.received.length).toBe(before);
  });

  it('keeps the links table and its rows when the migration runs again', async () => {
    const reader = await freshReader();
    await requestReset(server, reader.email);
    await mailSettled(server);
    const { token } = resetLinkIn(mailbox.to(reader.email).at(-1)!);
    await server.context.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '>=', '0023_password_resets' as never)
      .execute();
    await server.restart();
    expect((await confirmReset(server, token)).body.status.code).toBe('0');
  });
});
