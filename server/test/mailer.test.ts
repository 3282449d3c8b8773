import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { emailChangedMail, escapeHtml, maskEmail, passwordResetMail } from '../mail/templates';
import { parseMail } from './mailbox';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-mailer-'));
  dirs.push(dir);
  return path.join(dir, 'outbox');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function logged() {
  const lines: { object: object; message: string }[] = [];
  return {
    lines,
    log: { info: (object: object, message: string) => lines.push({ object, message }) },
  };
}

const LINK = 'https://shelfmark.example/reset-password?token=abc';
const mail = {
  to: 'ada@example.test',
  subject: 'Hello',
  text: 'Text body',
  html: '<p>HTML</p>',
  link: LINK,
};

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail as one .eml file only the server can read, text and HTML', async () => {
    const outboxDir = tempDir();
    const { log } = logged();
    const mailer = createMailer({ outboxDir, logLinks: false, log });
    expect(mailer.destination).toBe(outboxDir);
    await mailer.send(mail);
    await mailer.send({ ...mail, to: 'bora@example.test' });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const file = path.join(outboxDir, files.sort()[0] ?? '');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const parsed = parseMail(fs.readFileSync(file, 'utf8'), { from: '', to: [] });
    expect(parsed.subject).toBe('Hello');
    expect(parsed.text).toBe('Text body');
    expect(parsed.html).toBe('<p>HTML</p>');
  });

  it('logs the link outside production only', async () => {
    const quiet = logged();
    await createMailer({ outboxDir: tempDir(), logLinks: false, log: quiet.log }).send(mail);
    expect(JSON.stringify(quiet.lines)).not.toContain(LINK);
    const talkative = logged();
    await createMailer({ outboxDir: tempDir(), logLinks: true, log: talkative.log }).send(mail);
    expect(talkative.lines).toEqual([
      { object: expect.objectContaining({ link: LINK }), message: 'mail written to the outbox' },
    ]);
  });

  it('refuses SMTP_URL without MAIL_FROM', () => {
    expect(() =>
      createMailer({
        smtpUrl: 'smtp://127.0.0.1:2525',
        outboxDir: tempDir(),
        logLinks: false,
        log: logged().log,
      }),
    ).toThrow('MAIL_FROM must be set with SMTP_URL');
  });
});

describe('mail templates', () => {
  it('escape what is interpolated into HTML, and only there', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const reset = passwordResetMail('en', {
      name: '<img src=x onerror=alert(1)>',
      link: `${LINK}&"x`,
      minutes: 60,
    });
    expect(reset.html).not.toContain('<img');
    expect(reset.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(reset.html).toContain(`href="${LINK}&amp;&quot;x"`);
    expect(reset.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('mask the new address in the email-change notice, in each language', () => {
    expect(maskEmail('ada@example.test')).toBe('a***@example.test');
    const values = {
      name: 'Ada',
      username: 'ada_reads',
      newEmail: 'new@example.test',
      changedAt: new Date('2026-11-21T12:00:00Z'),
    };
    const en = emailChangedMail('en', values);
    const tr = emailChangedMail('tr', values);
    expect(en.subject).toBe('Your Shelfmark email address was changed');
    expect(tr.subject).toBe('Shelfmark e-posta adresiniz değiştirildi');
    for (const content of [en, tr]) {
      expect(content.text).toContain('n***@example.test');
      expect(content.text).not.toContain('new@example.test');
      expect(content.text).toContain('@ada_reads');
    }
    expect(en.text).toContain('November 21, 2026');
    expect(tr.text).toContain('21 Kasım 2026');
  });
});
