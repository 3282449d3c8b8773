/**
 * The password reset's rules, free of zod so the reset screen and its machine read them without
 * loading the schemas; the server, the mail and the MSW mocks read the same values.
 */

/** How long a reset link works after it was sent. */
export const RESET_LINK_MINUTES = 60;

/** The languages a mail can be written in: the client's, sent with the call that mails. */
export const MAIL_LOCALES = ['en', 'tr'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** The client route a reset link opens; the token travels in its `token` query parameter. */
export const RESET_PASSWORD_ROUTE = '/reset-password';

/**
 * A reset token is 32 random bytes in base64url: 43 characters. Anything else cannot be one,
 * so the screen shows a broken link at once and the server refuses it without a query.
 */
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isResetTokenShaped(token: string): boolean {
  return RESET_TOKEN_SHAPE.test(token);
}

/** The link a reset mail carries, on the app's public address (`https://shelfmark.example`). */
export function resetLinkUrl(publicUrl: string, token: string): string {
  const url = new URL(RESET_PASSWORD_ROUTE, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
