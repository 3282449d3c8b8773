/**
 * The spec's "simple {email} shape": something, an @, a domain, a dot and a top-level domain of
 * two or more letters, with no spaces. The letters-only TLD matches the server's check, so an
 * address the form accepts is not refused later with a misleading "email" message.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isEmailShaped(value: string): boolean {
  return SIMPLE_EMAIL.test(value.trim());
}
