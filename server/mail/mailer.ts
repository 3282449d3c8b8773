import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail, written in its reader's language (mail/templates.ts). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the mail exists for. Outside production the outbox logs it, so whoever runs
   * `npm start` without a mail server can still follow it from the terminal.
   */
  link?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log: `smtp://host:port` or the outbox directory. */
  readonly destination: string;
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`: mail is sent there. Absent: the outbox. */
  smtpUrl?: string;
  /** The sender (`Shelfmark <no-reply@shelfmark.example>`); needed with `smtpUrl`. */
  from?: string;
  /** Without `smtpUrl`, each mail is written here as one `.eml` file. */
  outboxDir: string;
  /** Logs each outbox mail's link (never in production: a log is read by more people). */
  logLinks: boolean;
  log: { info(object: object, message: string): void };
}

/** The sender of outbox mail when MAIL_FROM is not set: it never leaves the machine. */
export const OUTBOX_FROM = 'Shelfmark <no-reply@shelfmark.invalid>';

/**
 * Mail as a real component: SMTP through nodemailer when SMTP_URL is set, otherwise an outbox of
 * `.eml` files under DATA_DIR that any mail client opens, so `npm start` works without a mail
 * server. Both build the same MIME message (plain text and HTML alternatives).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    if (!options.from) throw new Error('MAIL_FROM must be set with SMTP_URL');
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: options.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from ?? OUTBOX_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // The files hold live reset links: readable by the server's user only.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        options.logLinks && mail.link ? { file, link: mail.link } : { file },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
