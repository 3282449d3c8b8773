import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the tests read of a received mail: its envelope, headers and both bodies, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** `=?UTF-8?Q?=C5=9Eifre?=` (RFC 2047) as the text it stands for. */
function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    // Percent signs of the text itself survive decodeURIComponent below.
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const end = source.search(/\r?\n\r?\n/);
  const head = end < 0 ? source : source.slice(0, end);
  const body = end < 0 ? '' : source.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  return part.body;
}

/** A mail as nodemailer writes it: one part, or multipart/alternative of text and HTML. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = splitPart(raw);
  const type = message.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => splitPart(chunk.replace(/^\r?\n/, '')))
    : [message];
  const bodyOf = (mime: string) =>
    decodeBody(
      parts.find((part) => part.headers['content-type']?.startsWith(mime)) ?? {
        headers: {},
        body: '',
      },
    ).replace(/\r?\n$/, '');
  return {
    ...envelope,
    subject: decodeWords(message.headers.subject ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    raw,
  };
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL points at. */
  url: string;
  received: ReceivedMail[];
  /** Mail to `address`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (the `smtp-server` package), so mail travels through
 * nodemailer's SMTP transport exactly as in production. `acceptAfterMs` holds each message
 * before accepting it: a slow mail server.
 */
export async function startMailbox(options: { acceptAfterMs?: number } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        setTimeout(() => {
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
          callback();
        }, options.acceptAfterMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text, and its token. */
export function resetLinkIn(mail: ReceivedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}
