import type { MailLocale } from '../../src/api/contract';

/** A mail's words: subject, the plain text body and the same as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Everything interpolated into HTML goes through here: names and addresses are the readers'. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A mail is a few paragraphs; at most one is a link, shown as a button in HTML and on a line of
 * its own in text. Text paragraphs are written plain; HTML escapes each one.
 */
type Block = { paragraph: string } | { link: string; label: string };

function render(lang: MailLocale, subject: string, blocks: Block[]): MailContent {
  const text = blocks
    .map((block) => ('paragraph' in block ? block.paragraph : block.link))
    .join('\n\n');
  const body = blocks
    .map((block) =>
      'paragraph' in block
        ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#444444;word-break:break-all">${escapeHtml(block.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;background:#ffffff">
${body}
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}

export interface ResetMailValues {
  name: string;
  link: string;
  minutes: number;
}

/** "Reset your password": the single-use link, how long it works, and what using it does. */
export function passwordResetMail(lang: MailLocale, values: ResetMailValues): MailContent {
  const { name, link, minutes } = values;
  if (lang === 'tr') {
    return render(lang, 'Shelfmark şifrenizi sıfırlayın', [
      { paragraph: `Merhaba ${name},` },
      {
        paragraph:
          'Shelfmark hesabınızın şifresini sıfırlama isteği aldık. Yeni bir şifre belirlemek için bu bağlantıyı açın:',
      },
      { link, label: 'Yeni şifre belirle' },
      {
        paragraph: `Bağlantı yalnızca bir kez ve ${minutes} dakika boyunca çalışır; birden çok istediyseniz yalnızca en yenisi geçerlidir. Yeni şifreyi belirlediğinizde tüm cihazlardaki oturumlarınız kapatılır.`,
      },
      {
        paragraph:
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz: şifreniz değişmez.',
      },
      { paragraph: 'Shelfmark' },
    ]);
  }
  return render(lang, 'Reset your Shelfmark password', [
    { paragraph: `Hello ${name},` },
    {
      paragraph:
        'We received a request to reset the password of your Shelfmark account. Open this link to choose a new one:',
    },
    { link, label: 'Choose a new password' },
    {
      paragraph: `The link works once, for ${minutes} minutes; if you asked more than once, only the newest link works. Setting the new password signs you out on every device.`,
    },
    {
      paragraph:
        'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    },
    { paragraph: 'Shelfmark' },
  ]);
}

export interface EmailChangedValues {
  name: string;
  username: string;
  /** The new address, partly hidden: the old one may no longer be the owner's to read. */
  newEmail: string;
  changedAt: Date;
}

/** `ada@example.com` -> `a***@example.com`: enough for the owner to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const whenFormat = (lang: MailLocale, date: Date) =>
  `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/** To the old address after an email change: what changed, and what to do if it was not them. */
export function emailChangedMail(lang: MailLocale, values: EmailChangedValues): MailContent {
  const { name, username } = values;
  const masked = maskEmail(values.newEmail);
  const when = whenFormat(lang, values.changedAt);
  if (lang === 'tr') {
    return render(lang, 'Shelfmark e-posta adresiniz değiştirildi', [
      { paragraph: `Merhaba ${name},` },
      {
        paragraph: `Shelfmark hesabınızın (@${username}) e-posta adresi ${when} tarihinde ${masked} olarak değiştirildi. Hesabınızla ilgili e-postalar artık yeni adrese gidiyor.`,
      },
      {
        paragraph:
          'Bu değişikliği siz yaptıysanız yapmanız gereken bir şey yok. Siz yapmadıysanız şifreniz başka birinin elinde olabilir: hesabınızı geri almanıza yardım edebilmemiz için bu e-postayı yanıtlayın.',
      },
      { paragraph: 'Shelfmark' },
    ]);
  }
  return render(lang, 'Your Shelfmark email address was changed', [
    { paragraph: `Hello ${name},` },
    {
      paragraph: `The email address of your Shelfmark account (@${username}) was changed to ${masked} on ${when}. Mail about your account now goes to the new address.`,
    },
    {
      paragraph:
        'If you made this change, there is nothing to do. If you did not, someone else may know your password: reply to this mail so we can help you get your account back.',
    },
    { paragraph: 'Shelfmark' },
  ]);
}
