import { expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The e2e server writes mail to an outbox of .eml files under its DATA_DIR (no SMTP_URL):
 * playwright.config.ts shares that directory with the journeys as E2E_DATA_DIR.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

/** A quoted-printable body (RFC 2045) as the UTF-8 text it encodes. */
function decodeQuotedPrintable(body: string): string {
  const unwrapped = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index += 1) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The plain-text part of a mail nodemailer wrote. */
function plainText(eml: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n----/i.exec(eml);
  if (!part) throw new Error('the mail has no plain-text part');
  const encoding = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(eml);
  return encoding?.[1]?.toLowerCase() === 'quoted-printable'
    ? decodeQuotedPrintable(part[1] ?? '')
    : (part[1] ?? '');
}

/** The plain text of every mail to `address`, oldest first. */
export function mailsTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((name) => readFileSync(path.join(outboxDir(), name), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\s*$`, 'im').test(eml))
    .map(plainText);
}

/** Waits for the `count`-th mail to `address` and answers the reset link it carries. */
export async function resetLinkFor(address: string, count = 1): Promise<URL> {
  let text = '';
  await expect
    .poll(() => {
      text = mailsTo(address)[count - 1] ?? '';
      return text;
    })
    .toContain('/reset-password?token=');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  return new URL(link);
}
