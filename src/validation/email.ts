/**
 * The spec's "simple {email} shape": something, an @, something, a dot, something, with no
 * spaces. The server applies the stricter check; this one only catches typing slips early.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return SIMPLE_EMAIL.test(value.trim());
}
